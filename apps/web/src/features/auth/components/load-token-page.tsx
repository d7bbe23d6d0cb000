import { MSG, firstLandingPath } from '@brasa/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { sessionStore } from '../../../shared/session/session-store';
import { useNotify } from '../../../shared/ui/notify';
import { sessionQueries } from '../api/session-queries';

/** /load/{jwt}: keeps the token when /usuario/logged accepts it, else back to /login (doc 4 §2). */
export function LoadTokenPage() {
  const { jwt = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, error } = useQuery({ ...sessionQueries.logged(jwt), enabled: jwt !== '' });

  useEffect(() => {
    if (data) {
      sessionStore.start(jwt, data);
      navigate(firstLandingPath(data), { replace: true });
    }
  }, [data, jwt, navigate]);

  useEffect(() => {
    if (!error && jwt !== '') return;
    if (error) notify.error(readErrorMessage(error, MSG.LOGIN_FAILED));
    sessionStore.clear();
    navigate('/login', { replace: true });
  }, [error, jwt, navigate, notify]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography data-testid="loading-text">{MSG.LOADING}</Typography>
    </Box>
  );
}
