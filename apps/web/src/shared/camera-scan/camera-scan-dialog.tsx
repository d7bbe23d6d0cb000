import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { browserScanDevices, type ScanDevices } from './scan-devices';
import { useCameraScan } from './use-camera-scan';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { feedbackText } from './camera-scan';

interface Props {
  /** Each new code, through the same path as a typed code (doc 2 §5.6); true when it added a product. */
  onCode: (code: string) => Promise<boolean>;
  onClose: () => void;
  /** Frames are not read while another dialog (weight, combo) waits over this one. */
  paused?: boolean;
  /** The camera and the reader; tests pass fakes. */
  devices?: ScanDevices;
  now?: () => number;
  /** The line under the picture (the order entry reads products, the dispatch orders and couriers). */
  hint?: string;
}

/**
 * The barcode camera-scan dialog (order entry doc 2 §2.6, §5.6; dispatch doc 4 §5). The camera stops when it
 * closes. Full screen below the md breakpoint, like the order entry's mobile layout.
 */
export function CameraScanDialog({ onClose, ...props }: Props) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm" data-testid="camera-scan-dialog">
      <DialogTitle>Ler código de barras</DialogTitle>
      {/* Inside the dialog so the video element exists when the camera starts. */}
      <CameraScanBody {...props} />
      <DialogActions>
        <Button onClick={onClose} data-testid="camera-scan-close">
          {MSG.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CameraScanBody({
  onCode,
  paused = false,
  devices = browserScanDevices,
  now = Date.now,
  hint = 'Aponte a câmera para o código de barras do produto.',
}: Omit<Props, 'onClose'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { status, feedback } = useCameraScan({ videoRef, devices, onCode, paused, now });
  return (
    <DialogContent>
      {status.kind === 'error' ? (
        <Alert severity="error" data-testid="camera-scan-error" sx={{ mb: 2 }}>
          {status.message}
        </Alert>
      ) : null}
      <Box
        sx={{
          position: 'relative',
          display: status.kind === 'error' ? 'none' : 'block',
          width: '100%',
          aspectRatio: '4 / 3',
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          data-testid="camera-scan-video"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {/* Aiming line across the middle of the picture. */}
        <Box
          sx={{
            position: 'absolute',
            left: '10%',
            right: '10%',
            top: '50%',
            height: 2,
            bgcolor: 'error.main',
            opacity: 0.8,
          }}
        />
        {status.kind === 'starting' ? (
          <CircularProgress
            data-testid="camera-scan-starting"
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5, color: 'common.white' }}
          />
        ) : null}
      </Box>
      {status.kind !== 'error' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      ) : null}
      {feedback ? (
        <Alert severity={feedback.added ? 'success' : 'warning'} sx={{ mt: 1 }} data-testid="camera-scan-feedback">
          {feedbackText(feedback)}
        </Alert>
      ) : null}
    </DialogContent>
  );
}
