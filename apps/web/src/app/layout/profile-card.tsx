import type { TProfile } from '@brasa/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CollapsedTooltip } from './collapsed-tooltip';

/** doc 4 §2 "Layout": the profile card cuts the name to 20 characters. */
export const PROFILE_NAME_MAX = 20;

export function cutName(name: string, max = PROFILE_NAME_MAX): string {
  return name.length > max ? name.slice(0, max) : name;
}

export function ProfileCard({ profile, isCollapsed }: { profile: TProfile; isCollapsed: boolean }) {
  const initial = profile.nome.trim().charAt(0).toUpperCase() || '?';
  return (
    <CollapsedTooltip title={`${profile.nome} – ${profile.unidade.nome}`} isCollapsed={isCollapsed}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }} data-testid="profile-card">
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>{initial}</Avatar>
        {isCollapsed ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="profile-name" title={profile.nome}>
              {cutName(profile.nome)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div" data-testid="profile-unit">
              {profile.unidade.nome}
            </Typography>
          </Box>
        )}
      </Box>
    </CollapsedTooltip>
  );
}
