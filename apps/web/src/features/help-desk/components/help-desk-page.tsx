import { HUMAN_SUPPORT_HOURS_TEXT, MSG, isHumanSupportOpen } from '@brasa/domain';
import type { TCodigoGenerico } from '@brasa/contracts';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { useSession } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';

/**
 * The unit's generic codes that configure the help desk: the chat links (the chats are external services) and the
 * support phones ('{phone}, {phone}'). The demo has none.
 */
export const HELP_DESK_CODES = ['URL_CHAT_ATENDENTE_IA', 'URL_CHAT_ATENDENTE_HUMANO', 'TELEFONES_SUPORTE'] as const;

const codeOf = (codes: readonly TCodigoGenerico[] | undefined, key: string) =>
  codes?.find((c) => c.chave === key)?.codigo?.trim() || null;

/** /helpdesk (doc 4 §2 'Help desk', §4, §8, §9): the AI and the human attendant; outside hours, the AI one. */
export function HelpDeskPage({ now = () => new Date() }: { now?: () => Date }) {
  const notify = useNotify();
  // Without a session (someone who cannot log in) the page still answers: hours and the AI attendant; the unit's
  // chats and phones come with a session.
  const signedIn = useSession() !== null;
  const codes = useQuery({ ...parameterQueries.genericCodes(HELP_DESK_CODES), enabled: signedIn });
  const aiChat = codeOf(codes.data, 'URL_CHAT_ATENDENTE_IA');
  const humanChat = codeOf(codes.data, 'URL_CHAT_ATENDENTE_HUMANO');
  const phones = (codeOf(codes.data, 'TELEFONES_SUPORTE') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const isOpen = isHumanSupportOpen(now());
  const warned = useRef(false);

  // doc 4 §4: outside the human hours the page sends the user to the AI attendant with a warning.
  useEffect(() => {
    if (isOpen || (signedIn && codes.isPending) || warned.current) return;
    warned.current = true;
    notify.warning(MSG.HUMAN_SUPPORT_CLOSED);
    if (aiChat) window.location.assign(aiChat);
  }, [isOpen, signedIn, codes.isPending, aiChat, notify]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', p: 2 }}>
      <Typography variant="h5" component="h1">
        Central de ajuda
      </Typography>
      {!isOpen ? <Alert severity="warning">{MSG.HUMAN_SUPPORT_CLOSED}</Alert> : null}
      {!signedIn ? (
        <Alert
          severity="info"
          data-testid="help-signed-out"
          action={
            <Button color="inherit" size="small" href="/login">
              Entrar
            </Button>
          }
        >
          Entre no sistema para ver os chats e os telefones de suporte da sua unidade.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }} data-testid="help-ai">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <SmartToyIcon color="primary" />
              <Typography variant="h6">Atendente de IA</Typography>
            </Stack>
            <Typography variant="body2">Tire suas dúvidas a qualquer hora com o nosso atendente virtual.</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Disponível 24 horas, todos os dias.
            </Typography>
          </CardContent>
          <CardActions>
            {aiChat ? (
              <Button variant="contained" href={aiChat} target="_blank" rel="noopener">
                Conversar com a IA
              </Button>
            ) : signedIn ? (
              <Typography variant="body2" color="text.secondary">
                Chat não configurado para esta unidade.
              </Typography>
            ) : null}
          </CardActions>
        </Card>
        <Card sx={{ flex: 1 }} data-testid="help-human">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <HeadsetMicIcon color="primary" />
              <Typography variant="h6">Atendente humano</Typography>
            </Stack>
            <Typography variant="body2">Fale com a nossa equipe de suporte.</Typography>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              Horário de atendimento
            </Typography>
            {HUMAN_SUPPORT_HOURS_TEXT.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            {phones.length ? (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="help-phones">
                Telefones: {phones.join(', ')}
              </Typography>
            ) : null}
          </CardContent>
          <CardActions>
            {humanChat ? (
              <Button variant="contained" href={humanChat} target="_blank" rel="noopener" disabled={!isOpen}>
                Conversar com um atendente
              </Button>
            ) : signedIn ? (
              <Typography variant="body2" color="text.secondary">
                Chat não configurado para esta unidade.
              </Typography>
            ) : null}
          </CardActions>
        </Card>
      </Stack>
    </Stack>
  );
}
