export {
  addressesQueryKey,
  addressesQueryOptions,
  getAddresses,
  sortAddresses,
  useAddresses,
} from './api/get-addresses';
