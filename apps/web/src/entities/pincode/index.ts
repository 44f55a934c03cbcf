export { checkPincode, pincodeQueryKey, usePincode, wholePincode } from './api/check-pincode';
