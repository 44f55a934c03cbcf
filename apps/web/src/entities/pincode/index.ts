export { checkPincode, usePincode } from './api/check-pincode';
