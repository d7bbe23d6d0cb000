import { formatDateTimeBr } from '@brasa/domain';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { markNoticesRead, useNotices } from '../../shared/notices/notice-store';

export const NOTIFICATIONS_LABEL = 'Notificações';
export const NO_NOTIFICATIONS = 'Nenhuma notificação';
const COARSE_POINTER = '(pointer: coarse)';

/** doc 3 §2 "Layout": the notifications widget is hidden on touch or small screens. */
export function useShowsNotifications(): boolean {
  const isTouch = useMediaQuery(COARSE_POINTER, { noSsr: true });
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return !isTouch && !isSmall;
}

/** The top bar's bell: the count heard since it was last opened, and the unit's recent notices, newest first. */
export function NotificationsButton({ unitUuid }: { unitUuid: string }) {
  const shows = useShowsNotifications();
  const { notices, unread } = useNotices(unitUuid);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!shows) return null;
  const label = unread > 0 ? `${NOTIFICATIONS_LABEL} (${unread} nova${unread > 1 ? 's' : ''})` : NOTIFICATIONS_LABEL;
  return (
    <>
      <Tooltip title={NOTIFICATIONS_LABEL}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          data-testid="notifications-button"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            markNoticesRead();
          }}
        >
          <Badge badgeContent={unread} color="error" max={9} data-testid="notifications-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 420 }, 'aria-label': NOTIFICATIONS_LABEL } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {NOTIFICATIONS_LABEL}
        </Typography>
        {notices.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 2 }} data-testid="notifications-empty">
            {NO_NOTIFICATIONS}
          </Typography>
        ) : (
          <List dense data-testid="notifications-list">
            {notices.map((notice) => (
              <ListItem key={notice.id} divider>
                <ListItemText
                  primary={notice.text}
                  secondary={[notice.detail, formatDateTimeBr(new Date(notice.at))].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
