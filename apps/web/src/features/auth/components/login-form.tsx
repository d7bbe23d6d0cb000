import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MSG } from '@brasa/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Credentials } from '../api/session-queries';
import { PasswordField } from './password-field';

const REQUIRED = MSG.REQUIRED_FIELD;

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  isSubmitting: boolean;
  /** Shown in a visible alert above the button (the server's reason for a failed login). */
  errorMessage?: string | null;
  submitLabel?: string;
  /** Button text while the call runs, e.g. 'Aguarde...' in the delivery-person app. */
  submittingLabel?: string;
  /** Extra fields between the password and the button (the target-system selector). */
  children?: ReactNode;
  testIdPrefix?: string;
}

/** Username and password, both required (doc 4 §5 "Login"). */
export function LoginForm({
  onSubmit,
  isSubmitting,
  errorMessage,
  submitLabel = 'Entrar',
  submittingLabel,
  children,
  testIdPrefix = 'login',
}: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isValidated, setValidated] = useState(false);
  const isUsernameMissing = isValidated && username.trim() === '';
  const isPasswordMissing = isValidated && password === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValidated(true);
    if (username.trim() === '' || password === '' || isSubmitting) return;
    onSubmit({ username, password });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid={`${testIdPrefix}-form`}>
      <TextField
        label="Usuário"
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={isUsernameMissing}
        helperText={isUsernameMissing ? REQUIRED : undefined}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-username` } }}
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={isPasswordMissing}
        helperText={isPasswordMissing ? REQUIRED : undefined}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-password` } }}
      />
      {children}
      {errorMessage ? (
        <Alert severity="error" data-testid={`${testIdPrefix}-error`}>
          {errorMessage}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        data-testid={`${testIdPrefix}-submit`}
      >
        {isSubmitting && submittingLabel ? submittingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
