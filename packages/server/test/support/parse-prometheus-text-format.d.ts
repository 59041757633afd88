/** The part of `parse-prometheus-text-format` (which ships no types) that the metrics tests use. */
declare module 'parse-prometheus-text-format' {
  export interface Sample {
    labels?: Record<string, string>
    value?: string
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export interface Family {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: Sample[]
  }
  export default function parsePrometheusTextFormat(text: string): Family[]
}
