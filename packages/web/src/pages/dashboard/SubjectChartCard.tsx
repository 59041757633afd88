import { memo, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../i18n/useLang'
import { ChartCard } from './ChartCard'
import { chartSummary, useCharts } from './chartModules'
import { useQuery } from '@tanstack/react-query'
import { translate } from '@tutor-admin/shared'
import { refCountsQuery } from './chartQueries'

export interface SubjectChartCardProps {
  service: string
  title: string
  field: string
  refService: string
  onDone: () => void
}

/** Records of a collection per referenced record, the busiest first (lessons per subject). */
export const SubjectChartCard = memo(function SubjectChartCard({
  service,
  title,
  field,
  refService,
  onDone
}: SubjectChartCardProps) {
  const { t } = useTranslation('dashboard')
  const charts = useCharts()
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
  const empty = !isPending && labels.length === 0
  useEffect(() => {
    if (empty) onDone()
  }, [empty, onDone])
  return (
    <ChartCard
      title={t('charts.subjects', { collection: title })}
      loading={isPending || !charts}
      empty={empty}
    >
      {charts && (
        <charts.RankingChart
          labels={labels}
          counts={counts}
          seriesLabel={title}
          summary={chartSummary(labels.map((label, i) => [label, counts[i]]))}
          onDrawn={onDone}
        />
      )}
    </ChartCard>
  )
})
