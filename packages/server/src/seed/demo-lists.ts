import { HK_DISTRICTS, HK_REGIONS } from './data/hk-districts'
import { OPTION_LISTS, PRICE_LISTS, PRICES, type Option } from './data/option-lists'
import { trilingual } from './demo-text'
import type { DemoSet } from './demo-set'
import type { SeedRecord } from './seed-context'

/** Ids of option-list rows by collection and value. */
export type OptionIds = Record<string, Map<string, string>>

const addList = (
  set: DemoSet,
  ids: OptionIds,
  collection: string,
  options: Option[],
  extra?: (index: number) => SeedRecord
) => {
  ids[collection] = new Map()
  options.forEach((option, order) => {
    const id = set.add(collection, set.setUp + order, {
      name: trilingual(option.cht, option.en),
      value: option.value,
      order,
      ...extra?.(order)
    })
    ids[collection].set(option.value, id)
  })
}

/** The option lists of teacher registration, the find-teacher form, the home page and learning news. */
export const addOptionLists = (set: DemoSet): OptionIds => {
  const ids: OptionIds = {}
  addList(set, ids, 'regAreaCategories', HK_REGIONS)
  const categoryOf = (index: number) => ({ category: ids.regAreaCategories.get(HK_DISTRICTS[index].region) })
  addList(set, ids, 'regAreas', HK_DISTRICTS, categoryOf)
  addList(set, ids, 'findAreas', HK_DISTRICTS)
  for (const [collection, options] of Object.entries(OPTION_LISTS)) addList(set, ids, collection, options)
  addList(set, ids, 'regPrices', PRICES, (index) => ({ price: PRICES[index].price }))
  addList(set, ids, 'regPriceLists', PRICE_LISTS, (index) => ({ items: PRICE_LISTS[index].items }))
  return ids
}

/** The ids of a list, in its order. */
export const listIds = (ids: OptionIds, collection: string): string[] => [...ids[collection].values()]
