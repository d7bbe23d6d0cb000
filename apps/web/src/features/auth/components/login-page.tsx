import type { TProfile } from '@brasa/contracts';
import { MSG, firstLandingPath, type SystemChoice } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { sessionStore } from '../../../shared/session/session-store';
import { useSession } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { splitLoginResponse } from '../api/session-queries';
import { useChooseSystem } from '../hooks/use-choose-system';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { TargetSystemSelector } from './target-system-selector';

/** /login (doc 4 §2 "Login", §5, §8). */
export function LoginPage() {
  const session = useSession();
  const signIn = useSignIn();
  const chooseSystem = useChooseSystem();
  const navigate = useNavigate();
  const notify = useNotify();
  const [target, setTarget] = useState<SystemChoice>('PDV');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [infoMessage, setInfoMessage] = useState<string | null>(null);

  // PDV goes to the landing page the guard agrees with; the other systems follow the chooser rules.
  const enter = (profile: TProfile) => {
    if (target === 'PDV') return navigate(firstLandingPath(profile), { replace: true });
    const outcome = chooseSystem(profile, target);
    if (outcome.kind === 'denied') setErrorMessage(outcome.message);
    if (outcome.kind === 'redirecting') setInfoMessage(outcome.message);
  };

  const submit = (credentials: { username: string; password: string }) => {
    setErrorMessage(null);
    setInfoMessage(null);
    signIn.mutate(credentials, {
      onSuccess: (response) => {
        notify.success(MSG.LOGIN_SUCCESS);
        void enter(splitLoginResponse(response).profile);
      },
      onError: (error) => {
        const message = readErrorMessage(error, MSG.LOGIN_FAILED);
        setErrorMessage(message);
        notify.error(message);
      },
    });
  };

  const current = session?.profile ?? null;
  return (
    <AuthShell title="Brasa PDV" subtitle={MSG.LOGIN_TAGLINE}>
      <Stack spacing={2}>
        {current ? (
          <Stack spacing={1} data-testid="continue-session">
            <Button variant="outlined" onClick={() => enter(current)} data-testid="continue-as">
              Continuar como {current.nome}
            </Button>
            <Button size="small" onClick={() => sessionStore.clear()} data-testid="switch-user">
              Trocar usuário
            </Button>
            <Divider />
          </Stack>
        ) : null}
        {infoMessage ? (
          <Alert severity="info" data-testid="login-info">
            {infoMessage}
          </Alert>
        ) : null}
        <LoginForm onSubmit={submit} isSubmitting={signIn.isPending} errorMessage={errorMessage}>
          <TargetSystemSelector value={target} onChange={setTarget} />
        </LoginForm>
      </Stack>
    </AuthShell>
  );
}
