import type { TOrderItem, TPessoaDetalhe } from '@brasa/contracts';
import type { Cents, ItemStatus, OrderType, OwnChannel } from '@brasa/domain';

/** iFoodOrder.deliveryAddress as the order request carries it (doc 2 §3, doc 4 §3). */
export interface DeliveryAddressPayload {
  readonly streetName: string;
  readonly streetNumber: string | null;
  readonly neighborhood: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postalCode: string | null;
  readonly complement: string | null;
  readonly reference: string | null;
}

/** A combo choice kept per unit of its item; the request scales it by the item quantity. */
export interface DraftSubItem {
  readonly externalCode: number;
  readonly name: string;
  readonly quantity: number;
  readonly priceCents: Cents;
  readonly totalCents: Cents;
  readonly level: 2 | 3;
  /** The level-2 product a level-3 choice hangs under. */
  readonly parentExternalCode?: number;
}

export interface DraftItem {
  /** Our referenceCode: unique per line, made on the client. */
  readonly key: string;
  readonly productId: number;
  readonly name: string;
  /** unidadeMedida.sigla: UN, KG... */
  readonly unit: string;
  readonly quantity: number;
  readonly priceCents: Cents;
  readonly discountCents: Cents;
  readonly observations: string;
  readonly status: ItemStatus;
  /** The product's notification type, so the status can follow a change of order type. */
  readonly tipoNotificacao: string;
  /** True once the status was chosen by hand in the edit dialog. */
  readonly statusChosen: boolean;
  readonly chargeServiceFee: boolean;
  readonly subItems: readonly DraftSubItem[];
  /** doc 2 §4.3: items added to a new order are notSaved. */
  readonly notSaved: boolean;
  /** Quick phrases of the product (observacoesMobile 'a;b;c'). */
  readonly quickPhrases: readonly string[];
  readonly seller?: { readonly id: number; readonly nome: string } | null;
}

export type EntryOrigin = 'DELIVERY' | 'BALCAO' | 'COMANDA_MESA';

export interface DeliveryFeeChoice {
  /** The fee product (productDeliveryFee.id); 0 for an edited order's fee saved without one. */
  readonly id: number;
  readonly descricao: string;
  readonly valorUnitarioVenda: number;
  /** The fee an edited order was saved with (its amount, not the product's current price). */
  readonly fromOrder?: boolean;
}

export interface DraftCourier {
  readonly id: number;
  readonly nome: string;
}

/** A saved item removed while editing, with its justification (doc 2 §3 deletedItems, §5.5). */
export interface DeletedItem {
  readonly referenceCode: string;
  readonly justificativaExclusao: string;
}

/** The saved order a draft edits (doc 2 §2.7): sent back with its id and version. */
export interface EditingOrder {
  readonly id: number;
  readonly version: number;
  readonly sequencial: number | null;
  readonly deletedItems: readonly DeletedItem[];
  /** The items as loaded, to tell what another terminal changed on a version conflict. */
  readonly baseItems: readonly TOrderItem[];
  /** The order's customer: its own address is offered only while the customer is the same. */
  readonly customerId?: number | null;
  /** The delivery address the order was saved with: kept unless the user picks another (issue 31 §4). */
  readonly deliveryAddress?: DeliveryAddressPayload | null;
  /** The delivery fee the order was saved with, kept the same way. */
  readonly deliveryFee?: DeliveryFeeChoice | null;
}

export interface OrderDraft {
  readonly tipo: OrderType | null;
  readonly channel: OwnChannel;
  readonly identificadorPrincipal: string;
  readonly identificadorSecundario: string;
  readonly complementoIdentificador: string;
  readonly quantidadePessoas: string;
  readonly customer: TPessoaDetalhe | null;
  readonly items: readonly DraftItem[];
  readonly observations: string;
  /** The take-out switch: TAKEOUT instead of DELIVERY (delivery) or INDOOR (counter). */
  readonly takeout: boolean;
  /** Key of the chosen address (see delivery-address.ts), null when none. */
  readonly addressKey: string | null;
  /** 'AUTO' follows the chosen address's fee product; null is "no fee" chosen by hand. */
  readonly deliveryFee: DeliveryFeeChoice | null | 'AUTO';
  /** The delivery person (doc 2 §2.7 'Entregador'), sent as pessoaEntregador; delivery mode only. */
  readonly courier: DraftCourier | null;
  /** Change for, in cents; null when not asked. */
  readonly changeForCents: Cents | null;
  readonly cardMachine: boolean;
  readonly scheduled: boolean;
  /** 'yyyy-MM-ddTHH:mm' as the datetime input gives it (local time). */
  readonly scheduleAt: string;
  /** The order discount (Ctrl+D) spread over the items; 0 when none. */
  readonly orderDiscountCents: Cents;
  /** Set when the draft edits a saved order. */
  readonly editing?: EditingOrder | null;
}

export function initialOrderDraft(tipo: OrderType | null): OrderDraft {
  return {
    tipo,
    channel: 'SO',
    identificadorPrincipal: '',
    identificadorSecundario: '',
    complementoIdentificador: '',
    quantidadePessoas: '',
    customer: null,
    items: [],
    observations: '',
    takeout: false,
    addressKey: null,
    deliveryFee: 'AUTO',
    courier: null,
    changeForCents: null,
    cardMachine: false,
    scheduled: false,
    scheduleAt: '',
    orderDiscountCents: 0 as Cents,
  };
}

/** A tab/table order started on the tab or table the board was showing (doc 3 §2.3 'Novo pedido'). */
export function draftForIdentifier(preset: {
  tipo: 'COMANDA' | 'MESA';
  identificadorPrincipal: string;
  identificadorSecundario: string;
}): OrderDraft {
  return {
    ...initialOrderDraft(preset.tipo),
    identificadorPrincipal: preset.identificadorPrincipal,
    identificadorSecundario: preset.tipo === 'COMANDA' ? preset.identificadorSecundario : '',
  };
}

/** deliveryMethod.mode of the draft (doc 2 §3): delivery or counter with the take-out switch; tabs eat in. */
export function deliveryModeOf(draft: Pick<OrderDraft, 'tipo' | 'takeout'>): 'DELIVERY' | 'TAKEOUT' | 'INDOOR' {
  if (draft.takeout) return 'TAKEOUT';
  return draft.tipo === 'DELIVERY' ? 'DELIVERY' : 'INDOOR';
}

let sequence = 0;

/** A referenceCode unique in this browser: time, a counter and some randomness. */
export function newReferenceCode(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
