export {
  createTcpPrinterClient,
  printerTimeoutsFromEnv,
  type PrinterClient,
  type PrinterAddress,
  type PrinterTimeouts,
} from './tcp-client';
export { startVirtualPrinter, type VirtualPrinter, type ReceivedTicket } from './virtual-printer';
export { decodeEscPos } from './escpos-decoder';
