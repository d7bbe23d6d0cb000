import type { TProfile } from '@brasa/contracts';
import { SYSTEMS, unifiedChooserOptions, type SystemChoice } from '@brasa/domain';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const DESCRIPTIONS: Record<SystemChoice, { label: string; icon: typeof PointOfSaleIcon }> = {
  PDV: { label: 'Ponto de venda', icon: PointOfSaleIcon },
  GERENCIAL: { label: 'Retaguarda', icon: BusinessCenterIcon },
  ANALYTICS: { label: 'Indicadores', icon: AnalyticsIcon },
};

/** The three systems as cards; a disabled one says why (doc 4 §6 "Unified chooser"). */
export function SystemChooser({ profile, onChoose }: { profile: TProfile; onChoose: (target: SystemChoice) => void }) {
  const options = unifiedChooserOptions(profile);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ justifyContent: 'center' }}
      data-testid="system-chooser"
    >
      {SYSTEMS.map((system) => {
        const option = options[system];
        const { label, icon: Icon } = DESCRIPTIONS[system];
        return (
          <Card key={system} sx={{ width: { md: 260 }, opacity: option.enabled ? 1 : 0.6 }} variant="outlined">
            <CardActionArea onClick={() => onChoose(system)} sx={{ p: 2 }} data-testid={`choose-${system}`}>
              <CardContent>
                <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                  <Icon color={option.enabled ? 'primary' : 'disabled'} sx={{ fontSize: 56 }} />
                  <Typography variant="h5" component="h2">
                    {system}
                  </Typography>
                  <Typography color="text.secondary">{label}</Typography>
                  {!option.enabled && option.message ? (
                    <Typography variant="body2" color="error">
                      {option.message}
                    </Typography>
                  ) : null}
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
