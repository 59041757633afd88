import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField
} from '@mui/material'
import {
  API_TOKEN_METHODS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_ROLES,
  type ApiTokenInput,
  type ApiTokenRole,
  type ServiceMethod
} from '@tutor-admin/shared'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { describeError } from '../../errors/describeError'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'

/** Lives a token may be given, in days. */
const LIVES = [30, 90, 180, 365, 730]
const DAY_MS = 86_400_000

export interface CreateTokenDialogProps {
  open: boolean
  onClose: () => void
  /** Creates the token; rejects with the server's refusal. */
  onCreate: (input: ApiTokenInput) => Promise<unknown>
}

/**
 * The form of a new token: a name, a role, the collections and methods it may use (all unless
 * narrowed), and how long it lives. The server's refusal is shown above the buttons, and its
 * problem per field under each field.
 */
export function CreateTokenDialog({ open, onClose, onCreate }: CreateTokenDialogProps) {
  const { t } = useTranslation('tokens')
  const { lang } = useLang()
  const id = useId()
  const schemas = useSchemas().data
  const [name, setName] = useState('')
  const [role, setRole] = useState<ApiTokenRole>('reader')
  const [collections, setCollections] = useState<string[]>([])
  const [methods, setMethods] = useState<ServiceMethod[]>([...API_TOKEN_METHODS])
  const [days, setDays] = useState(90)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const fieldErrors = ((failure as { errors?: Record<string, string> } | undefined)?.errors ?? {}) as Record<
    string,
    string
  >
  const options = Object.values(schemas?.schemas ?? {})
    .filter((collection) => collection.table !== false && collection.name !== 'users')
    .map((collection) => collection.name)
  const collectionLabel = (collectionName: string) =>
    labelText(schemas?.schemas[collectionName]?.params.editor?.[schemas.appName]?.name, lang) ||
    collectionName
  const nameProblem = touched && !name.trim() ? t('editor:validation.required') : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!name.trim() || methods.length === 0) return
    setBusy(true)
    setFailure(undefined)
    try {
      await onCreate({
        name: name.trim(),
        role,
        collections: collections.length ? collections : null,
        methods: methods.length === API_TOKEN_METHODS.length ? null : methods,
        expires: new Date(Date.now() + days * DAY_MS).toISOString()
      })
      setName('')
      setCollections([])
      setMethods([...API_TOKEN_METHODS])
      setTouched(false)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate data-testid="token-form">
        <DialogTitle id={`${id}-title`}>{t('new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('name')}
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              required
              autoFocus
              error={Boolean(nameProblem || fieldErrors.name)}
              helperText={nameProblem ?? fieldErrors.name}
              slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
            />
            <TextField
              select
              label={t('role')}
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value as ApiTokenRole)}
              error={Boolean(fieldErrors.role)}
              helperText={fieldErrors.role}
            >
              {API_TOKEN_ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`roles.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              multiple
              options={options}
              value={collections}
              onChange={(_event, value) => setCollections(value)}
              getOptionLabel={collectionLabel}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('collections')}
                  placeholder={collections.length ? undefined : t('allCollections')}
                  error={Boolean(fieldErrors.collections)}
                  helperText={fieldErrors.collections}
                />
              )}
            />
            <FormControl error={touched && methods.length === 0} component="fieldset">
              <FormLabel component="legend">{t('methods')}</FormLabel>
              <FormGroup row>
                {API_TOKEN_METHODS.map((method) => (
                  <FormControlLabel
                    key={method}
                    label={t(`methodNames.${method}`)}
                    control={
                      <Checkbox
                        size="small"
                        checked={methods.includes(method)}
                        onChange={(event) =>
                          setMethods((current) =>
                            event.target.checked
                              ? API_TOKEN_METHODS.filter(
                                  (known) => known === method || current.includes(known)
                                )
                              : current.filter((known) => known !== method)
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
            <TextField
              select
              label={t('expiresIn')}
              name="expires"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              error={Boolean(fieldErrors.expires)}
              helperText={fieldErrors.expires}
            >
              {LIVES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t('days', { count: value })}
                </MenuItem>
              ))}
            </TextField>
            {failure !== undefined && (
              <Alert severity="error" role="alert">
                {describeError(failure, { t, lang }).message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:basic.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="token-create">
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
