import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../i18n/useLang'
import { ChartCard } from './ChartCard'
import { chartSummary } from './chartSummary'
import { RowChart } from './chart/RowChart'
import { useChartColors } from './chart/useChartColors'
import { useQuery } from '@tanstack/react-query'
import { translate } from '@tutor-admin/shared'
import { refCountsQuery } from './chartQueries'

export interface SubjectChartCardProps {
  service: string
  title: string
  field: string
  refService: string
}

/** Records of a collection per referenced record, the busiest first (lessons per subject). */
export const SubjectChartCard = memo(function SubjectChartCard({
  service,
  title,
  field,
  refService
}: SubjectChartCardProps) {
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const { lang } = useLang()
  const { data, isPending } = useQuery(refCountsQuery(service, field, refService))
  const labels = useMemo(
    () =>
      (data ?? []).map((entry) =>
        typeof entry.name === 'string' ? entry.name : translate(entry.name, lang)
      ),
    [data, lang]
  )
  const counts = useMemo(() => (data ?? []).map((entry) => entry.count), [data])
  const series = useMemo(() => [{ label: title, counts, color: colors[1] }], [title, counts, colors])
  const empty = !isPending && labels.length === 0
  return (
    <ChartCard title={t('charts.subjects', { collection: title })} loading={isPending} empty={empty}>
      <RowChart
        categories={labels}
        series={series}
        barSize={28}
        summary={chartSummary(labels.map((label, i) => [label, counts[i]]))}
      />
    </ChartCard>
  )
})
