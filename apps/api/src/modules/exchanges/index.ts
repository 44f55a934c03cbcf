/**
 * The exchanges module's public face: what flows and the app may use. Everything else in this
 * folder (the model, data access) is private to the module.
 */
export { toAdminExchangeDto, toExchangeDto } from './exchange.dto';
export { exchangeJobs, recordExchangeMail } from './exchange-mail';
export {
  exchangesOfOrder,
  findExchange,
  insertExchange,
  moveExchange,
  pageOfExchanges,
} from './exchanges.data';
export type { ExchangeLean } from './exchange.model';
