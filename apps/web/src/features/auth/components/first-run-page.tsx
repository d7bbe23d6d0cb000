import { UFS, ZSetupForm, type TSetupForm, type TSetupFormInput } from '@brasa/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { readErrorMessage } from '../../../shared/api/api-error';
import { maskedSlotProps, type FieldMask } from '../../../shared/ui/masked-input';
import { useNotify } from '../../../shared/ui/notify';
import { splitLoginResponse } from '../api/session-queries';
import { PasswordField } from './password-field';
import { useChooseSystem } from '../hooks/use-choose-system';
import { useSignIn } from '../hooks/use-sign-in';
import { fetchSetupCep, postSetup, setupQueries } from '../api/setup-queries';

const EMPTY: TSetupFormInput = {
  empresa: {
    cpfCnpj: '',
    nome: '',
    nomeFantasia: '',
    cep: '',
    endereco: '',
    numero: '',
    bairro: '',
    municipio: '',
    estado: '' as TSetupFormInput['empresa']['estado'],
  },
  unidade: { nome: '' },
  administrador: { nome: '', username: '', senha: '', confirmacaoSenha: '' },
};

type Name = FieldPath<TSetupFormInput>;

interface FieldProps {
  control: Control<TSetupFormInput, unknown, TSetupForm>;
  name: Name;
  label: string;
  sm?: number;
  mask?: FieldMask;
  password?: boolean;
  autoComplete?: string;
  end?: ReactNode;
  onValue?: (value: string) => void;
  children?: ReactNode;
}

const testIdOf = (name: string) => `setup-${name.replace('.', '-')}`;

function Field({ control, name, label, sm = 6, mask, password, autoComplete, end, onValue, children }: FieldProps) {
  return (
    <Grid size={{ xs: 12, sm }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const common = {
            ...field,
            value: (field.value as string | undefined) ?? '',
            onChange: (event: { target: { value: string } }) => {
              field.onChange(event.target.value);
              onValue?.(event.target.value);
            },
            fullWidth: true,
            size: 'small' as const,
            label,
            autoComplete,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message,
          };
          const htmlInput = { 'data-testid': testIdOf(name) };
          if (password) return <PasswordField {...common} slotProps={{ htmlInput }} />;
          if (children)
            return (
              <TextField
                {...common}
                select
                slotProps={{ htmlInput, select: { SelectDisplayProps: { 'data-testid': testIdOf(name) } as object } }}
              >
                {children}
              </TextField>
            );
          const masked = mask ? maskedSlotProps(mask, htmlInput) : null;
          return (
            <TextField
              {...common}
              slotProps={{
                htmlInput: masked?.htmlInput ?? htmlInput,
                input: {
                  ...masked?.input,
                  endAdornment: end ? <InputAdornment position="end">{end}</InputAdornment> : undefined,
                },
              }}
            />
          );
        }}
      />
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * The first run (issue 32): on an empty database the login route shows this form instead. It creates the
 * company, its first unit and the administrator (POST /api-v2/setup), logs the administrator in and opens
 * GERENCIAL.
 */
export function FirstRunPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const chooseSystem = useChooseSystem();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [infoMessage, setInfoMessage] = useState<string | null>(null);
  const [lookingCep, setLookingCep] = useState(false);
  // Once set up, /login shows the login; the cache learns it when this page goes away (switching it now would
  // unmount the page before its redirect to GERENCIAL).
  const configured = useRef(false);
  const markConfigured = useCallback(
    () => queryClient.setQueryData(setupQueries.status().queryKey, { configurado: true }),
    [queryClient],
  );
  useEffect(
    () => () => {
      if (configured.current) markConfigured();
    },
    [markConfigured],
  );
  const { control, handleSubmit, setValue, getValues } = useForm<TSetupFormInput, unknown, TSetupForm>({
    defaultValues: EMPTY,
    resolver: zodResolver(ZSetupForm),
    mode: 'onTouched',
  });

  const lookUpCep = async (masked: string) => {
    const cep = masked.replace(/\D/g, '');
    // The IBGE code comes only from a lookup of the CEP now in the field.
    setValue('empresa.codigoIbge', undefined);
    if (cep.length !== 8) return;
    setLookingCep(true);
    try {
      const found = await fetchSetupCep(cep);
      const fill = { shouldValidate: true, shouldDirty: true } as const;
      if (found.logradouro) setValue('empresa.endereco', found.logradouro, fill);
      if (found.bairro) setValue('empresa.bairro', found.bairro, fill);
      setValue('empresa.municipio', found.municipio.nome, fill);
      if ((UFS as readonly string[]).includes(found.municipio.uf))
        setValue('empresa.estado', found.municipio.uf as TSetupForm['empresa']['estado'], fill);
      setValue('empresa.codigoIbge', found.municipio.codigoIbge);
    } catch (error) {
      notify.warning(readErrorMessage(error, 'CEP não encontrado'));
    } finally {
      setLookingCep(false);
    }
  };

  const mutation = useMutation({
    mutationFn: postSetup,
    onSuccess: (_created, form) => {
      configured.current = true;
      notify.success('Sistema configurado.');
      signIn.mutate(
        { username: form.administrador.username, password: getValues('administrador.senha') },
        {
          onSuccess: (response) => {
            const outcome = chooseSystem(splitLoginResponse(response).profile, 'GERENCIAL');
            if (outcome.kind !== 'navigate') setInfoMessage(outcome.message);
          },
          // The login screen then: the administrator enters by hand.
          onError: (error) => {
            notify.error(readErrorMessage(error, 'Não foi possível entrar. Use a tela de login.'));
            markConfigured();
          },
        },
      );
    },
    onError: (error) => {
      const message = readErrorMessage(error, 'Não foi possível concluir a configuração. Tente novamente.');
      setErrorMessage(message);
      if ((error as { status?: number }).status === 409) void queryClient.invalidateQueries(setupQueries.status());
    },
  });
  const busy = mutation.isPending || signIn.isPending || mutation.isSuccess;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', md: 'center' },
        justifyContent: 'center',
        p: { xs: 1, sm: 2 },
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 35%, ${theme.palette.background.default} 35%)`,
      }}
    >
      <Paper elevation={6} sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 820 }} data-testid="first-run">
        <Typography component="h1" variant="h4" color="primary" sx={{ fontWeight: 700 }}>
          Bem-vindo ao Brasa PDV
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Primeira configuração: cadastre a empresa, a primeira unidade e o administrador do sistema.
        </Typography>
        <form
          noValidate
          onSubmit={handleSubmit((form) => {
            setErrorMessage(null);
            mutation.mutate(form);
          })}
        >
          <Section title="Empresa">
            <Field control={control} name="empresa.cpfCnpj" label="CNPJ ou CPF" sm={4} mask="cpfCnpj" />
            <Field control={control} name="empresa.nome" label="Razão social" sm={8} autoComplete="organization" />
            <Field control={control} name="empresa.nomeFantasia" label="Nome fantasia" sm={6} />
            <Field
              control={control}
              name="empresa.cep"
              label="CEP"
              sm={3}
              mask="cep"
              onValue={(v) => void lookUpCep(v)}
              end={lookingCep ? <CircularProgress size={16} aria-label="Consultando CEP" /> : null}
            />
            <Field control={control} name="empresa.numero" label="Número" sm={3} />
            <Field control={control} name="empresa.endereco" label="Endereço" sm={8} />
            <Field control={control} name="empresa.bairro" label="Bairro" sm={4} />
            <Field control={control} name="empresa.municipio" label="Município" sm={8} />
            <Field control={control} name="empresa.estado" label="UF" sm={4}>
              {UFS.map((uf) => (
                <MenuItem key={uf} value={uf}>
                  {uf}
                </MenuItem>
              ))}
            </Field>
          </Section>
          <Section title="Unidade">
            <Field control={control} name="unidade.nome" label="Nome da unidade" sm={12} />
          </Section>
          <Section title="Administrador">
            <Field control={control} name="administrador.nome" label="Nome" sm={6} autoComplete="name" />
            <Field control={control} name="administrador.username" label="Usuário" sm={6} autoComplete="username" />
            <Field
              control={control}
              name="administrador.senha"
              label="Senha"
              sm={6}
              password
              autoComplete="new-password"
            />
            <Field
              control={control}
              name="administrador.confirmacaoSenha"
              label="Confirme a senha"
              sm={6}
              password
              autoComplete="new-password"
            />
          </Section>
          {errorMessage ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="setup-error">
              {errorMessage}
            </Alert>
          ) : null}
          {infoMessage ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="setup-info">
              {infoMessage}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} data-testid="setup-submit">
            {busy ? 'Configurando…' : 'Concluir configuração'}
          </Button>
        </form>
      </Paper>
    </Box>
  );
}
