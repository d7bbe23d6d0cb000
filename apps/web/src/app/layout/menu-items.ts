import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import KitchenIcon from '@mui/icons-material/Kitchen';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MopedIcon from '@mui/icons-material/Moped';
import RouteIcon from '@mui/icons-material/Route';
import ScaleIcon from '@mui/icons-material/Scale';
import SettingsIcon from '@mui/icons-material/Settings';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';

export interface MenuLink {
  path: string;
  label: string;
  icon: SvgIconComponent;
  /** /helpdesk opens in a new tab (doc 4 §2 route table). */
  isNewTab?: boolean;
}

/** The collapsible 'Delivery' group of the side drawer. */
export const DELIVERY_LINKS: MenuLink[] = [
  { path: '/delivery', label: 'Pedidos delivery', icon: DeliveryDiningIcon },
  { path: '/deliveryman', label: 'Entregadores', icon: TwoWheelerIcon },
  { path: '/dispatchDeliveryman', label: 'Despacho de pedidos', icon: MopedIcon },
  { path: '/dispatchDeliveryman/roteirizacao', label: 'Roteirização', icon: RouteIcon },
  { path: '/integrated-menus', label: 'Cardápios integrados', icon: MenuBookIcon },
];

/**
 * The other entries, in menu order. The drawer shows those `isMenuPathVisible` admits (domain route table); a
 * module the unit lacks stays visible and its guard leads to the feature-request page.
 */
export const MAIN_LINKS: MenuLink[] = [
  { path: '/pedidosIdentificador', label: 'Comandas e mesas', icon: TableRestaurantIcon },
  { path: '/agendados', label: 'Pedidos agendados', icon: CalendarMonthIcon },
  { path: '/fastSale', label: 'Venda rápida', icon: FlashOnIcon },
  { path: '/kds', label: 'KDS', icon: KitchenIcon },
  { path: '/atendimento-balanca', label: 'Autoatendimento balança', icon: ScaleIcon },
  { path: '/salesHeatMap', label: 'Mapa de calor', icon: ThermostatIcon },
  { path: '/helpdesk', label: 'Central de ajuda', icon: HelpCenterIcon, isNewTab: true },
  { path: '/settings', label: 'Configurações', icon: SettingsIcon },
];
