import { MSG, ROUTES, isWaiter } from '@brasa/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { useRequestFeature } from '../api/request-feature';

/** /unauthorized/{role}: doc 3 §2.4 'Funcionalidade indisponível'. */
export function UnavailablePage() {
  const { role = '' } = useParams();
  const profile = useProfile();
  const notify = useNotify();
  const request = useRequestFeature();
  const featureTitle = ROUTES.find((route) => route.role === role)?.title;
  // doc 3 §5: a waiter sees the manager hint and no request button.
  const canRequest = profile !== null && !isWaiter(profile) && role !== '';

  const requestFeature = () =>
    request.mutate(role, {
      onSuccess: () => notify.success(MSG.FEATURE_REQUEST_SUCCESS),
      onError: (error) => notify.error(readErrorMessage(error, MSG.FEATURE_REQUEST_ERROR)),
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockOutlinedIcon color="primary" sx={{ fontSize: 64 }} />
        <Typography component="h1" variant="h4" data-testid="unavailable-title">
          {MSG.FEATURE_UNAVAILABLE_TITLE}
        </Typography>
        {featureTitle ? (
          <Typography variant="h6" component="p" data-testid="unavailable-feature">
            {featureTitle}
          </Typography>
        ) : null}
        <Typography color="text.secondary">{MSG.FEATURE_UNAVAILABLE_DESCRIPTION}</Typography>
        {role ? (
          <Typography variant="caption" color="text.secondary" data-testid="unavailable-role">
            Permissão necessária: {role}
          </Typography>
        ) : null}
        {canRequest ? (
          <>
            <Typography>Quer usar este recurso? Solicite e nossa equipe entrará em contato.</Typography>
            <Button
              variant="contained"
              size="large"
              onClick={requestFeature}
              disabled={request.isPending || request.isSuccess}
              data-testid="request-feature"
            >
              {MSG.REQUEST_FEATURE}
            </Button>
          </>
        ) : (
          <Alert severity="info" data-testid="unavailable-waiter-hint">
            {MSG.FEATURE_UNAVAILABLE_WAITER_HINT}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
