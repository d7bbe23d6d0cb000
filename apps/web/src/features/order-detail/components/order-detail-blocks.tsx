import type { TOrder } from '@brasa/contracts';
import {
  ORDER_STATUS_LABELS,
  formatCpfOrCnpj,
  formatMoneyReais,
  isOrderStatus,
  maskCep,
  maskPhone,
  onlyDigits,
} from '@brasa/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { NO_COURIER_ID, useAssignCourier } from '../api/assign-courier';
import { customerNameOf, isScheduledOrder } from '../../../shared/orders/board-filters';
import {
  channelLabel,
  deliveryModeLabel,
  formatDeliveryAddress,
  scheduleText,
} from '../../../shared/orders/order-view';
import { platformCourierOf } from '../../../shared/logistics/platform-courier';
import { CourierSelect } from '../../../shared/order-move/courier-select';
import { Field, FieldGrid, Section } from './order-detail-fields';
import { OrderDetailRouteButton } from './order-detail-route-button';

/** Phones of 10 or 11 digits get the mask; anything else (a marketplace localizer) is shown as it came. */
function phoneText(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = onlyDigits(phone);
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : phone;
}

/** The customer's tax id: the marketplace body's, else the registered customer's. */
function customerDocument(order: TOrder): string | null {
  const fromBody = order.iFoodOrder.customer?.taxPayerIdentificationNumber;
  const fromPerson = (order.pessoaCliente as { cpfCnpj?: unknown } | null)?.cpfCnpj;
  const document = fromBody || (typeof fromPerson === 'string' ? fromPerson : '');
  return document ? formatCpfOrCnpj(document) : null;
}

/** Order info: channel, delivery method, status, total, dates, change and notes (doc 1 §2.1 left column). */
export function OrderInfoBlock({ order }: { order: TOrder }) {
  const body = order.iFoodOrder;
  const changeFor = order.levarTrocoPara ?? body.levarTrocoPara;
  return (
    <Section title="Pedido" testId="order-detail-info-block">
      <FieldGrid>
        <Field label="Origem">{channelLabel(order.tipoImportacao)}</Field>
        <Field label="Modo de entrega">{deliveryModeLabel(body.deliveryMethod?.mode)}</Field>
        <Field label="Situação">
          {isOrderStatus(order.situacao) ? ORDER_STATUS_LABELS[order.situacao] : order.situacao}
        </Field>
        <Field label="Total">{formatMoneyReais(order.totalPedido)}</Field>
        <Field label="Data do pedido">{dateTimeText(order.dataPedido)}</Field>
        <Field label="Troco para">{changeFor ? formatMoneyReais(changeFor) : null}</Field>
        {order.codigoEntrega ? (
          <Field label="Código de entrega">
            <span data-testid="order-detail-delivery-code">{order.codigoEntrega}</span>
          </Field>
        ) : null}
        {body.levarMaquinaCartao ? <Field label="Levar maquininha">Sim</Field> : null}
        {isScheduledOrder(order) ? <Field label="Agendamento">{scheduleText(order)}</Field> : null}
        {order.situacao === 'CANCELADO' ? (
          <Field label="Motivo do cancelamento" wide>
            {order.motivoCancelamento}
          </Field>
        ) : null}
        <Field label="Observações" wide>
          {body.observations}
        </Field>
      </FieldGrid>
    </Section>
  );
}

/** Customer: name, phone and tax id when present. */
export function CustomerBlock({ order }: { order: TOrder }) {
  const document = customerDocument(order);
  return (
    <Section title="Cliente" testId="order-detail-customer">
      <FieldGrid>
        <Field label="Nome">{customerNameOf(order)}</Field>
        <Field label="Telefone">{phoneText(order.iFoodOrder.customer?.phone)}</Field>
        {document ? <Field label="CPF/CNPJ">{document}</Field> : null}
      </FieldGrid>
    </Section>
  );
}

/** The delivery address with its reference and the route button; delivery-mode orders only. */
export function DeliveryAddressBlock({ order }: { order: TOrder }) {
  const address = order.iFoodOrder.deliveryAddress;
  const deliveredBy = order.iFoodOrder.deliveryMethod?.deliveredBy;
  return (
    <Section
      title="Endereço de entrega"
      actions={<OrderDetailRouteButton order={order} />}
      testId="order-detail-address"
    >
      <FieldGrid>
        <Field label="Endereço" wide>
          {formatDeliveryAddress(order) ?? 'Nenhum endereço informado'}
        </Field>
        {address?.reference ? <Field label="Referência">{address.reference}</Field> : null}
        {address?.postalCode ? <Field label="CEP">{maskCep(address.postalCode)}</Field> : null}
        {deliveredBy ? (
          // doc 1 §9: the provider delivers when deliveredBy is IFOOD, otherwise the merchant.
          <Field label="Entrega feita por">{deliveredBy === 'IFOOD' ? 'iFood' : 'Loja'}</Field>
        ) : null}
      </FieldGrid>
    </Section>
  );
}

/** The courier: a select while the delivery order is active, else the courier's name. */
export function CourierBlock({ order }: { order: TOrder }) {
  const assignCourier = useAssignCourier();
  const canAssign = order.tipo === 'DELIVERY' && order.situacao !== 'CANCELADO' && order.ativo !== false;
  const platformCourier = platformCourierOf(order);
  // The logistics platform's courier (not one of the unit's: shown, not assigned).
  const platformLine = platformCourier ? (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="order-detail-platform-courier">
      Entregador da logística: {platformCourier.nome}
      {platformCourier.telefone ? ` · ${maskPhone(platformCourier.telefone)}` : ''}
    </Typography>
  ) : null;
  if (canAssign) {
    // The select carries its own 'Entregador' label.
    return (
      <Box>
        <Box sx={{ maxWidth: 320 }}>
          <CourierSelect
            value={order.pessoaEntregador?.id ?? null}
            allowNone
            disabled={assignCourier.isPending}
            onChange={(courierId) => assignCourier.mutate({ orderId: order.id, courierId: courierId ?? NO_COURIER_ID })}
            testId="order-detail-courier"
          />
        </Box>
        {platformLine}
      </Box>
    );
  }
  if (!order.pessoaEntregador) return platformLine ? <Section title="Entregador">{platformLine}</Section> : null;
  return (
    <Section title="Entregador">
      <Typography variant="body2">{order.pessoaEntregador.nome || '—'}</Typography>
    </Section>
  );
}
