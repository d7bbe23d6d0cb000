import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A screen a later issue fills: for now only its pt-BR title (taken from the route table). */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" data-testid="page-title">
        {title}
      </Typography>
    </Paper>
  );
}
