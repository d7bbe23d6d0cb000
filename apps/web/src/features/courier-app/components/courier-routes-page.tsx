import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useCourierRoutes, useSelectedRoute } from '../hooks/use-courier-routes';
import { RouteCard } from './route-card';

/** /appentregador/rotas, 'Rotas Pendentes' (doc 4 §2): this courier's routes, then 'Rotas sem entregador'. */
export function CourierRoutesPage() {
  const { query, routes, pending } = useCourierRoutes();
  const loadedKeys = query.data ? [...routes.mine, ...routes.unassigned].map((r) => r.key) : null;
  const [selected, setSelected] = useSelectedRoute(loadedKeys);
  const navigate = useNavigate();
  const open = (key: string) => {
    setSelected(key);
    navigate('/appentregador/rota');
  };

  return (
    <Stack spacing={2} data-testid="courier-routes-page">
      <Typography variant="h5" component="h1">
        Rotas Pendentes
      </Typography>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={MSG.LOADING} />
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {MSG.DATA_LOAD_FAILED}
        </Alert>
      ) : pending.mine.length === 0 && pending.unassigned.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="courier-routes-empty">
          <Typography variant="h6">{MSG.NO_ORDER_TO_DELIVER}</Typography>
          <Typography color="text.secondary">{MSG.WAIT_FOR_DISPATCH}</Typography>
        </Box>
      ) : (
        <>
          {pending.mine.map((route) => (
            <RouteCard
              key={route.key}
              route={route}
              selected={route.key === selected}
              onSelect={() => open(route.key)}
            />
          ))}
          {pending.unassigned.length > 0 ? (
            <>
              <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
                {MSG.ROUTES_WITHOUT_COURIER}
              </Typography>
              {pending.unassigned.map((route) => (
                <RouteCard
                  key={route.key}
                  route={route}
                  selected={route.key === selected}
                  onSelect={() => open(route.key)}
                />
              ))}
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
