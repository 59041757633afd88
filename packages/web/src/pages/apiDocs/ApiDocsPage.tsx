import DownloadIcon from '@mui/icons-material/Download'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import { Alert, Box, Button, Card, CircularProgress, Stack, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../../api/client'
import { describeError } from '../../errors/describeError'
import { LocaleLink } from '../../i18n/LocaleLink'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { usePageTitle } from '../../state/usePageTitle'

const ApiReferenceView = lazy(() =>
  import('./ApiReferenceView').then((module) => ({ default: module.ApiReferenceView }))
)

/** Offers the document as a file, as the server serves it. */
const download = (document: unknown) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }))
  const link = Object.assign(window.document.createElement('a'), { href: url, download: 'openapi.json' })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The API's documentation, for administrators: the OpenAPI document the server generates from its
 * catalogue (`/api/openapi.json`), shown by Scalar's viewer in the console's theme. "Try it"
 * sends requests with an API token pasted here; it is kept only while the page is open.
 */
export function ApiDocsPage() {
  const { t } = useTranslation('tokens')
  const { lang } = useLang()
  usePageTitle(t('docs.title'))
  const [token, setToken] = useState('')
  const { data, error } = useQuery({
    queryKey: ['openapi.json'],
    queryFn: () => session.call<Record<string, unknown>>('openapi.json', 'find', {}),
    staleTime: Infinity
  })
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={t('common:basic.loading')} />
    </Box>
  )
  return (
    <PageContainer>
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label={t('docs.token')}
            helperText={t('docs.tokenHelp')}
            value={token}
            onChange={(event) => setToken(event.target.value.trim())}
            type="password"
            size="small"
            autoComplete="off"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'docs-token', spellCheck: false } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button startIcon={<KeyIcon />} component={LocaleLink} to="/apiTokens">
              {t('docs.manage')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              variant="outlined"
              disabled={!data}
              onClick={() => download(data)}
            >
              {t('docs.download')}
            </Button>
          </Stack>
        </Stack>
      </Card>
      {error && (
        <Alert severity="error" role="alert">
          {describeError(error, { t, lang }).message}
        </Alert>
      )}
      {!data && !error && spinner}
      {data && (
        <Card data-testid="api-reference" sx={{ overflow: 'hidden' }}>
          <Suspense fallback={spinner}>
            <ApiReferenceView document={data} token={token} />
          </Suspense>
        </Card>
      )}
    </PageContainer>
  )
}
