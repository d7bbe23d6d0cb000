/**
 * Roles named in the spec, with the spec's {product} placeholder replaced by BRASA, and the rules that read
 * them from the session profile (doc 4 §2 and §6).
 */
import { MSG } from './messages';
import type { OrderType } from './order-types';

export const PRODUCT = 'BRASA';

export const ROLES = Object.freeze({
  ROLE_ADMIN: 'ROLE_ADMIN',
  ROLE_PDV_DELIVERY: 'ROLE_PDV_DELIVERY',
  ROLE_PDV_COMANDA_MESA: 'ROLE_PDV_COMANDA_MESA',
  ROLE_GARCOM_PEDIDO: 'ROLE_GARCOM_PEDIDO',
  ROLE_UTILIZA_KDS: 'ROLE_UTILIZA_KDS',
  ROLE_UTILIZA_NOTIFICACAO: 'ROLE_UTILIZA_NOTIFICACAO',
  ROLE_NOTA_FISCAL: 'ROLE_NOTA_FISCAL',
  ROLE_CREDITO_PRE_PAGO: 'ROLE_CREDITO_PRE_PAGO',
  ROLE_VISUALIZAR_VALORES_PENDENTES: 'ROLE_VISUALIZAR_VALORES_PENDENTES',
  ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO: 'ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO',
  ROLE_PDV_GESTAO_ENTREGADORES: 'ROLE_PDV_GESTAO_ENTREGADORES',
  ROLE_PDV_DESPACHO_ENTREGADORES: 'ROLE_PDV_DESPACHO_ENTREGADORES',
  ROLE_PDV_PEDIDOS_AGENDADOS: 'ROLE_PDV_PEDIDOS_AGENDADOS',
  ROLE_MAPA_DE_CALOR: 'ROLE_MAPA_DE_CALOR',
  ROLE_VENDA_RAPIDA_PDV_ONLINE: 'ROLE_VENDA_RAPIDA_PDV_ONLINE',
  ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE: 'ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE',
  ROLE_ACESSO_APP_ENTREGADORES: 'ROLE_ACESSO_APP_ENTREGADORES',
  ROLE_CADASTRO_ENTREGADORES: 'ROLE_CADASTRO_ENTREGADORES',
  ROLE_ACERTO_ENTREGADORES: 'ROLE_ACERTO_ENTREGADORES',
  ROLE_CONFIGURAR_PARAMETROS: 'ROLE_CONFIGURAR_PARAMETROS',
  ROLE_BRASA_ANALYTICS: 'ROLE_BRASA_ANALYTICS',
  /** doc 2 §6 "messaging-connect role": shows the messaging-app entry of the integrations drawer. */
  ROLE_CONECTAR_WHATSAPP: 'ROLE_CONECTAR_WHATSAPP',
  /** Despite the name, the condition for showing the totals strip (doc 4 §2). */
  ROLE_ESCONDER_SOMATORIOS_PDV_BRASA: 'ROLE_ESCONDER_SOMATORIOS_PDV_BRASA',
  ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA: 'ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA',
  ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO: 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO',
  ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO: 'ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO',
  ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO: 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO',
  ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM: 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM',
  ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO: 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO',
} as const);

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = Object.freeze(Object.values(ROLES));

/**
 * Roles that take something away from a user (blocks). They are not modules a unit contracts, so the
 * user's permissoes alone decide them: a block must not be lost because the unit's list lacks its name.
 */
export const RESTRICTION_ROLES: readonly Role[] = Object.freeze(
  ALL_ROLES.filter((role) => /BLOQUEI|NAO_PERMITE/.test(role)),
);

export function isRole(value: unknown): value is Role {
  return (ALL_ROLES as readonly unknown[]).includes(value);
}

/** What role rules read from the session profile (doc 4 §3 "Profile"). */
export interface RoleProfile {
  readonly permissoes: readonly string[];
  readonly unidade: { readonly roles: readonly string[] };
  readonly perfilUsuario?: { readonly tipo?: string | null } | null;
}

/**
 * doc 4 §6: "Permissions come from the profile's permissoes list and the unit's roles list." Our reading:
 * the unit's roles say which modules the unit contracted and the user's permissoes say what this user may
 * use, so a user holds a role when BOTH lists contain it. ROLE_ADMIN does not bypass a module the unit
 * lacks. Restriction roles (RESTRICTION_ROLES) are the exception: the user's permissoes alone decide them.
 */
export function hasRole(profile: RoleProfile, role: Role): boolean {
  if (!profile.permissoes.includes(role)) return false;
  return RESTRICTION_ROLES.includes(role) || profile.unidade.roles.includes(role);
}

export function hasAnyRole(profile: RoleProfile, roles: readonly Role[]): boolean {
  return roles.some((role) => hasRole(profile, role));
}

/** A waiter: perfilUsuario.tipo 'garcom' (doc 3 §6, doc 4 §5). */
export function isWaiter(profile: Pick<RoleProfile, 'perfilUsuario'>): boolean {
  return profile.perfilUsuario?.tipo?.trim().toLowerCase() === 'garcom';
}

/** Pages of their own for staff who hold neither board role (the kitchen, dispatch...), in this order. */
const OWN_LANDING_PAGES: readonly (readonly [Role, string])[] = [
  [ROLES.ROLE_UTILIZA_KDS, '/kds'],
  [ROLES.ROLE_PDV_DESPACHO_ENTREGADORES, '/dispatchDeliveryman'],
  [ROLES.ROLE_PDV_GESTAO_ENTREGADORES, '/deliveryman'],
  [ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE, '/fastSale'],
  [ROLES.ROLE_PDV_PEDIDOS_AGENDADOS, '/agendados'],
  // The weighing kiosk's own login opens the kiosk.
  [ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE, '/atendimento-balanca'],
];

/**
 * doc 4 §2: the first page after login is /delivery, or /pedidosIdentificador without the delivery role.
 * Ours: a user with neither board role (the kitchen, dispatch) lands on the first page of their own instead of
 * a page they may not open.
 */
export function firstLandingPath(profile: RoleProfile): string {
  if (hasRole(profile, ROLES.ROLE_PDV_DELIVERY)) return '/delivery';
  if (hasRole(profile, ROLES.ROLE_PDV_COMANDA_MESA)) return '/pedidosIdentificador';
  return OWN_LANDING_PAGES.find(([role]) => hasRole(profile, role))?.[1] ?? '/pedidosIdentificador';
}

export const SYSTEMS = ['PDV', 'GERENCIAL', 'ANALYTICS'] as const;
export type SystemChoice = (typeof SYSTEMS)[number];

export interface ChooserOption {
  readonly enabled: boolean;
  /** Why it is disabled, or what is shown while redirecting. */
  readonly message?: string;
  /** In-app path to go to at once (PDV). */
  readonly path?: string;
  /**
   * Where GERENCIAL and ANALYTICS land after SYSTEM_REDIRECT_DELAY_MS: our own back-office pages (issue 18), with
   * ':jwt' replaced by the session token (the back-office pages are opened with a token, doc 4 §2).
   */
  readonly redirectPath?: string;
}

/** issue 18: GERENCIAL lands on the income statement (DRE), ANALYTICS on the sales heat map. */
export const BACKOFFICE_LANDING_PATH = '/gerencial/dreReport/:jwt';
export const ANALYTICS_LANDING_PATH = '/salesHeatMap';

/** The redirect path with the token in place of ':jwt'. */
export function withSessionToken(path: string, token: string): string {
  return path.replace(':jwt', encodeURIComponent(token));
}

/** doc 4 §6: the delay before redirecting to the back office or analytics. */
export const SYSTEM_REDIRECT_DELAY_MS = 700;

/**
 * doc 4 §6 unified chooser. PDV needs the delivery or the tab/table role and goes to the landing page.
 * GERENCIAL is refused to waiters. ANALYTICS needs ROLE_BRASA_ANALYTICS and is refused to waiters too
 * (doc 4 §5: "waiters cannot open the back-office or analytics from the switcher").
 */
export function unifiedChooserOptions(profile: RoleProfile): Readonly<Record<SystemChoice, ChooserOption>> {
  const waiter = isWaiter(profile);
  const pdv = hasAnyRole(profile, [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA]);
  const analytics = !waiter && hasRole(profile, ROLES.ROLE_BRASA_ANALYTICS);
  return {
    PDV: pdv ? { enabled: true, path: firstLandingPath(profile) } : { enabled: false, message: MSG.NO_PDV_ACCESS },
    GERENCIAL: waiter
      ? { enabled: false, message: MSG.NO_BACKOFFICE_ACCESS }
      : { enabled: true, message: MSG.REDIRECTING_TO_BACKOFFICE, redirectPath: BACKOFFICE_LANDING_PATH },
    ANALYTICS: analytics
      ? { enabled: true, message: MSG.REDIRECTING_TO_ANALYTICS, redirectPath: ANALYTICS_LANDING_PATH }
      : { enabled: false, message: MSG.NO_ANALYTICS_ACCESS },
  };
}

/** The role that launches and works each order type (doc 4 §5 "New orders", doc 3 §6, doc 4 §6). */
export const ORDER_TYPE_ROLE = Object.freeze({
  DELIVERY: ROLES.ROLE_PDV_DELIVERY,
  BALCAO: ROLES.ROLE_PDV_DELIVERY,
  COMANDA: ROLES.ROLE_PDV_COMANDA_MESA,
  MESA: ROLES.ROLE_PDV_COMANDA_MESA,
  CAIXA_RAPIDO: ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE,
} as const satisfies Record<OrderType, Role>);

/**
 * The order types a user's roles reach: those his roles launch (a waiter: COMANDA and MESA; the delivery
 * cashier: DELIVERY and BALCAO; quick sale: CAIXA_RAPIDO), plus the delivery orders a dispatcher sends out
 * (doc 4 §6 ROLE_PDV_DESPACHO_ENTREGADORES) and the delivery and counter orders of the scheduled list
 * (ROLE_PDV_PEDIDOS_AGENDADOS). The boards, the lists, the detail and the status changes answer only these.
 */
export function reachableOrderTypes(profile: RoleProfile): OrderType[] {
  const types = new Set<OrderType>();
  for (const [type, role] of Object.entries(ORDER_TYPE_ROLE) as [OrderType, Role][])
    if (hasRole(profile, role)) types.add(type);
  if (hasRole(profile, ROLES.ROLE_PDV_DESPACHO_ENTREGADORES)) types.add('DELIVERY');
  if (hasRole(profile, ROLES.ROLE_PDV_PEDIDOS_AGENDADOS)) types.add('DELIVERY').add('BALCAO');
  return [...types];
}
