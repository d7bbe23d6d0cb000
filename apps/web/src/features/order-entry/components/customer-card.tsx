import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG, birthdayNotice, maskCpfOrCnpj, maskPhone } from '@brasa/domain';
import CakeIcon from '@mui/icons-material/Cake';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { customerAddressOptions } from '../model/delivery-address';

interface Props {
  customer: TPessoaDetalhe;
  actions?: ReactNode;
  testId?: string;
}

/** Name, phone, document and addresses of a customer. */
export function CustomerCard({ customer, actions, testId = 'customer-card' }: Props) {
  const addresses = customerAddressOptions(customer);
  const birthday = birthdayNotice(customer, new Date());
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PersonIcon color="primary" />
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="customer-card-name">
            {customer.nome}
          </Typography>
        </Stack>
        {birthday ? (
          <Alert severity="info" icon={<CakeIcon />} sx={{ my: 0.5, py: 0 }} data-testid="customer-birthday">
            {birthday}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {[customer.fone ? maskPhone(customer.fone) : null, customer.cpfCnpj ? maskCpfOrCnpj(customer.cpfCnpj) : null]
            .filter(Boolean)
            .join(' • ') || MSG.VALUE_UNAVAILABLE}
        </Typography>
        {addresses.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {MSG.NO_ADDRESS_INFORMED}
          </Typography>
        ) : (
          addresses.map((option) => (
            <Typography key={option.key} variant="body2">
              {option.label}
            </Typography>
          ))
        )}
      </CardContent>
      {actions ? <CardActions>{actions}</CardActions> : null}
    </Card>
  );
}
