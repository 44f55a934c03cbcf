export type { BookedShipment, Courier, ShipmentOrder } from '../../lib/ports';
