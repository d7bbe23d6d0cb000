import type { TCodigoGenerico } from '@brasa/contracts';
import { UNIT_LINKS, readHttpUrl, type UnitLinkKey } from '@brasa/domain';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SchoolIcon from '@mui/icons-material/School';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { parameterQueries } from '../../shared/api/parameter-queries';

export interface UnitLink {
  chave: UnitLinkKey;
  label: string;
  href: string;
}

export const MORE_LINKS_LABEL = 'Mais links';
const LINK_KEYS = UNIT_LINKS.map((link) => link.chave);
const ICONS: Record<UnitLinkKey, ReactNode> = {
  URL_PROGRAMA_BENEFICIOS: <CardGiftcardIcon />,
  URL_CURSO_TREINAMENTO: <SchoolIcon />,
  URL_CHAT_SUPORTE: <SupportAgentIcon />,
};
// Another site: no access to this window, no referrer with the page's address.
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The unit's links that are set to an absolute http(s) address, in the bar's order (doc 3 §2 "Layout"). */
export function readUnitLinks(codes: readonly TCodigoGenerico[] | undefined): UnitLink[] {
  return UNIT_LINKS.flatMap(({ chave, label }) => {
    const href = readHttpUrl(codes?.find((code) => code.chave === chave)?.codigo);
    return href ? [{ chave, label, href }] : [];
  });
}

/**
 * The benefits program, training course and support chat links of the unit (generic codes URL_PROGRAMA_BENEFICIOS,
 * URL_CURSO_TREINAMENTO, URL_CHAT_SUPORTE), each opening in a new tab. On a phone they fold into one 'more' menu
 * so the bar stays on one line.
 */
export function UnitLinks() {
  const { data } = useQuery(parameterQueries.genericCodes(LINK_KEYS));
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = readUnitLinks(data);
  if (links.length === 0) return null;
  if (!isPhone)
    return (
      <>
        {links.map((link) => (
          <Tooltip key={link.chave} title={link.label}>
            <IconButton
              component="a"
              href={link.href}
              {...NEW_TAB}
              color="inherit"
              aria-label={link.label}
              data-testid={`unit-link-${link.chave}`}
            >
              {ICONS[link.chave]}
            </IconButton>
          </Tooltip>
        ))}
      </>
    );
  return (
    <>
      <Tooltip title={MORE_LINKS_LABEL}>
        <IconButton
          color="inherit"
          aria-label={MORE_LINKS_LABEL}
          aria-haspopup="menu"
          data-testid="unit-links-more"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem
            key={link.chave}
            component="a"
            href={link.href}
            {...NEW_TAB}
            onClick={() => setAnchor(null)}
            data-testid={`unit-link-${link.chave}`}
          >
            <ListItemIcon>{ICONS[link.chave]}</ListItemIcon>
            <ListItemText>{link.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
