/**
 * Test data a test makes for itself, through the tables and calls the shop uses: each factory answers the ids and
 * codes it made, names no other call of the run answers, sensible defaults and every field to give.
 * Orders: `placeTestOrder` (../order-requests.ts); BOMs: `uploadBom` (../bom-client.ts).
 */
export { createTenant, type MadeTenant, type TenantOptions } from './tenant.js';
export { createStaff, logInStaff, loggedInStaff, type MadeStaff, type StaffOptions } from './staff.js';
export {
  createOperator,
  createOperators,
  loggedInOperator,
  type MadeOperator,
  type OperatorOptions,
  type Operators,
} from './operator.js';
export { createBuyers, threeBuyers, type Buyers } from './buyers.js';
export { createBrand, createProduct, type MadeProduct, type ProductOptions } from './product.js';
export { addCartLine } from './cart-line.js';
export { createSampleRequests, type SampleRequestsOptions } from './sample-request.js';
export { FACTORY_PASSWORD } from './password.js';
