import type { EnumDef } from '@tutor-admin/shared'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../i18n/useLang'
import { ChartCard } from './ChartCard'
import { chartSummary } from './chartSummary'
import { DoughnutChart } from './chart/DoughnutChart'
import { useChartColors } from './chart/useChartColors'
import { useQuery } from '@tanstack/react-query'
import { labelText } from '../../i18n/labelText'
import { enumCountsQuery } from './chartQueries'

export interface StatusChartCardProps {
  service: string
  title: string
  field: string
  def: EnumDef
}

/** Records of a collection per status (find-teacher requests). */
export const StatusChartCard = memo(function StatusChartCard({
  service,
  title,
  field,
  def
}: StatusChartCardProps) {
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const { lang } = useLang()
  const { data, isPending } = useQuery(enumCountsQuery(service, field, def))
  const labels = useMemo(
    () => (data ?? []).map((entry) => labelText(def.labels[entry.value], lang) || entry.value),
    [data, def, lang]
  )
  const counts = useMemo(() => (data ?? []).map((entry) => entry.count), [data])
  const empty = !isPending && counts.every((count) => count === 0)
  return (
    <ChartCard title={t('charts.status', { collection: title })} loading={isPending} empty={empty}>
      <DoughnutChart
        labels={labels}
        counts={counts}
        colors={colors}
        summary={chartSummary(labels.map((label, i) => [label, counts[i]]))}
      />
    </ChartCard>
  )
})
