import { DEFAULT_JOB_PANEL } from '@brasa/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const TITLE = 'Relatórios em processamento';

/** The report jobs' panel of a session token, in its compact list (doc 4 §2 report jobs, showMobileScreen). */
export const jobPanelUrl = (token: string) =>
  `/gerencial/jobAssincrono/${DEFAULT_JOB_PANEL}/${token}?showMobileScreen=true`;

/**
 * The report-jobs panel embedded as the spec intends (it posts its height; the frame follows it): where a page
 * starts a report job, its progress and its file show here, as on the DRE page.
 */
export function JobsFrame({ src }: { src: string }) {
  const [height, setHeight] = useState(160);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1">{TITLE}</Typography>
      <iframe
        title={TITLE}
        data-testid="jobs-frame"
        src={src}
        style={{ width: '100%', height, border: 0 }}
        ref={(frame) => {
          if (!frame) return;
          const onMessage = (event: MessageEvent) => {
            const data = event.data as { type?: string; height?: number } | null;
            if (event.source === frame.contentWindow && data?.type === 'jobAssincrono:size' && data.height) {
              setHeight(Math.ceil(data.height));
            }
          };
          window.addEventListener('message', onMessage);
          return () => window.removeEventListener('message', onMessage);
        }}
      />
    </Box>
  );
}
