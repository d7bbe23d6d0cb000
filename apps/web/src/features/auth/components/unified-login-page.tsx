import type { TProfile } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { sessionStore } from '../../../shared/session/session-store';
import { useSession } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { splitLoginResponse } from '../api/session-queries';
import { useChooseSystem, type ChooseOutcome } from '../hooks/use-choose-system';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { SystemChooser } from './system-chooser';

/** /unified-login: log in (or continue), then choose PDV, GERENCIAL or ANALYTICS on a full-screen chooser (doc 4 §2). */
export function UnifiedLoginPage() {
  const session = useSession();
  const signIn = useSignIn();
  const chooseSystem = useChooseSystem();
  const notify = useNotify();
  const [chooserProfile, setChooserProfile] = useState<TProfile | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ChooseOutcome | null>(null);
  const current = session?.profile ?? null;

  const submit = (credentials: { username: string; password: string }) => {
    setErrorMessage(null);
    signIn.mutate(credentials, {
      onSuccess: (response) => {
        notify.success(MSG.LOGIN_SUCCESS);
        setChooserProfile(splitLoginResponse(response).profile);
      },
      onError: (error) => {
        const message = readErrorMessage(error, MSG.LOGIN_FAILED);
        setErrorMessage(message);
        notify.error(message);
      },
    });
  };

  if (chooserProfile) {
    return (
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', p: 4, gap: 4 }}
        data-testid="unified-chooser"
      >
        <Typography variant="h4" component="h1" align="center">
          Olá, {chooserProfile.nome}. Qual sistema deseja acessar?
        </Typography>
        <SystemChooser
          profile={chooserProfile}
          onChoose={(target) => setOutcome(chooseSystem(chooserProfile, target))}
        />
        {outcome && outcome.kind !== 'navigate' ? (
          <Alert severity={outcome.kind === 'denied' ? 'error' : 'info'} sx={{ alignSelf: 'center' }}>
            {outcome.message}
          </Alert>
        ) : null}
        <Button sx={{ alignSelf: 'center' }} onClick={() => (setChooserProfile(null), setOutcome(null))}>
          Voltar
        </Button>
      </Box>
    );
  }

  return (
    <AuthShell title={MSG.UNIFIED_LOGIN_TITLE} subtitle={MSG.LOGIN_TAGLINE}>
      {current ? (
        <Stack spacing={2} data-testid="unified-continue">
          <Typography>{MSG.acessandoComo(current.nome)}</Typography>
          <Button variant="contained" size="large" onClick={() => setChooserProfile(current)}>
            Continuar
          </Button>
          <Button onClick={() => sessionStore.clear()} data-testid="unified-switch-user">
            {MSG.LOGIN_AS_ANOTHER_USER}
          </Button>
        </Stack>
      ) : (
        <LoginForm onSubmit={submit} isSubmitting={signIn.isPending} errorMessage={errorMessage} />
      )}
    </AuthShell>
  );
}
