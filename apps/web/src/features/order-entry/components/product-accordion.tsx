import { formatMoneyReais } from '@brasa/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MenuGroup } from '../model/menu-groups';
import type { MenuEntry } from '../model/menu-entry';

interface Props {
  groups: readonly MenuGroup[];
  onPick: (entry: MenuEntry) => void;
}

/** doc 2 §2.7: the accordion list by group (group rows 40 px). */
export function ProductAccordion({ groups, onPick }: Props) {
  return (
    <Box data-testid="product-accordion">
      {groups.map((group) => (
        <Accordion key={group.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            sx={{ minHeight: 40, '& .MuiAccordionSummary-content': { my: 0.5, alignItems: 'center', gap: 1 } }}
            data-testid={`product-accordion-group-${group.id}`}
          >
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: group.cor }} />
            <Typography sx={{ fontWeight: 600 }}>{group.descricao}</Typography>
            <Typography variant="caption" color="text.secondary">
              ({group.products.length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {group.products.map((entry) => (
                <ListItemButton
                  key={entry.id}
                  onClick={() => onPick(entry)}
                  data-testid={`product-row-${entry.produto.idProduto}`}
                >
                  <ListItemText primary={entry.produto.descricao} />
                  <Typography variant="body2" color="text.secondary">
                    {formatMoneyReais(entry.produto.valorUnitarioVenda)}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
