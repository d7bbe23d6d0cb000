import { MSG } from '@brasa/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

/** /appentregador/login: the delivery-person login (doc 4 §2 "Delivery-person app"). */
export function CourierLoginPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const notify = useNotify();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <AuthShell title="Brasa Entregas" subtitle="App do entregador">
      <LoginForm
        testIdPrefix="courier-login"
        submitLabel="Acessar"
        submittingLabel="Aguarde..."
        isSubmitting={signIn.isPending}
        errorMessage={errorMessage}
        onSubmit={(credentials) => {
          setErrorMessage(null);
          signIn.mutate(credentials, {
            onSuccess: () => {
              notify.success(MSG.LOGIN_SUCCESS);
              navigate('/appentregador/rotas', { replace: true });
            },
            onError: (error) => {
              const message = readErrorMessage(error, MSG.LOGIN_FAILED);
              setErrorMessage(message);
              notify.error(message);
            },
          });
        }}
      />
    </AuthShell>
  );
}
