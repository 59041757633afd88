import { useQuery } from '@tanstack/react-query'
import { editorSettingsOf, LANGS, type SchemasAnswer } from '@tutor-admin/shared'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { ChartCard } from './ChartCard'
import { chartSummary } from './chartSummary'
import { RowChart } from './chart/RowChart'
import { useChartColors } from './chart/useChartColors'
import { translationGapsQuery } from './chartQueries'

export interface TranslationGapsCardProps {
  answer: SchemasAnswer
}

/** Records left to translate per language, for each collection with translatable text the user may read. */
export const TranslationGapsCard = memo(function TranslationGapsCard({ answer }: TranslationGapsCardProps) {
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const { lang } = useLang()
  const { data, isPending } = useQuery(translationGapsQuery())
  const withGaps = useMemo(
    () => (data ?? []).filter((entry) => LANGS.some((code) => entry.missing[code] > 0)),
    [data]
  )
  const labels = useMemo(
    () =>
      withGaps.map(
        (entry) =>
          labelText(editorSettingsOf(answer.schemas[entry.collection], answer.appName)?.name, lang) ||
          entry.collection
      ),
    [withGaps, answer, lang]
  )
  const series = useMemo(
    () =>
      LANGS.map((code, index) => ({
        label: t(`translationGaps.missing.${code}`),
        counts: withGaps.map((entry) => entry.missing[code]),
        color: colors[index % colors.length]
      })),
    [withGaps, t, colors]
  )
  const empty = !isPending && withGaps.length === 0
  const summary = chartSummary(
    series.flatMap((entry) =>
      entry.counts.map((count, index): [string, number] => [`${labels[index]} ${entry.label}`, count])
    )
  )
  return (
    <ChartCard
      title={t('translationGaps.title')}
      loading={isPending}
      empty={empty}
      height={Math.max(160, withGaps.length * 44)}
    >
      <RowChart categories={labels} series={series} summary={summary} legend barSize={14} />
    </ChartCard>
  )
})
