import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { session } from '../../api/client'
import { parseProfile } from '../../api/profile'
import { useAppStore } from '../../state/appStore'
import { showError } from '../../errors/showError'
import { LocaleLink } from '../../i18n/LocaleLink'
import { useLang } from '../../i18n/useLang'
import type { Account } from './useOwnAccount'

interface NameParts {
  lastName: string
  firstName: string
}

const partsOf = (name: unknown): NameParts => {
  if (typeof name === 'string') return { lastName: '', firstName: name }
  const parts = (name ?? {}) as Partial<NameParts>
  return { lastName: parts.lastName ?? '', firstName: parts.firstName ?? '' }
}

export interface ProfileFormProps {
  account: Account
}

/** The own-name form, starting from the account as loaded: PATCH /api/users/{ownId} (R-AUTH-17). */
export function ProfileForm({ account }: ProfileFormProps) {
  const { t } = useTranslation('profile')
  const { to } = useLang()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [name, setName] = useState<NameParts>(() => partsOf(account.name))

  const save = useMutation({
    mutationFn: () =>
      session.call<Account>('users', 'patch', account._id, {
        name: { lastName: name.lastName.trim(), firstName: name.firstName.trim() }
      }),
    onSuccess: async (saved) => {
      const { setProfile, setSuccess, profile } = useAppStore.getState()
      setProfile(JSON.stringify({ ...parseProfile(profile), name: saved.name, modified: saved.modified }))
      setSuccess(t('common:basic.saveSuccess'))
      await queryClient.invalidateQueries({ queryKey: ['users'] })
      navigate(to('/profile'))
    },
    onError: (error) => showError(error, { service: 'users' })
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }

  return (
    <Card>
      <CardContent component="form" onSubmit={submit} sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="lastName"
            label={t('lastName')}
            value={name.lastName}
            onChange={(event) => setName({ ...name, lastName: event.target.value })}
            fullWidth
            autoComplete="family-name"
          />
          <TextField
            name="firstName"
            label={t('firstName')}
            value={name.firstName}
            onChange={(event) => setName({ ...name, firstName: event.target.value })}
            fullWidth
            required
            autoComplete="given-name"
          />
        </Stack>
        <TextField
          label={t('email')}
          value={account.email ?? ''}
          fullWidth
          margin="normal"
          helperText={t('emailByAdmin')}
          slotProps={{ input: { readOnly: true } }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
          <Button component={LocaleLink} to="/profile">
            {t('common:basic.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}

            data-testid="profile-save"
          >
            {t('common:basic.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
