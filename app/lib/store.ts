/** What the browser may see of the shop's configuration: its public identity. */
export interface PublicStore {
  name: string;
  legalName: string;
  legalLine: string;
  phone: string;
  email: string;
  publicUrl: string;
}
