// POST /contact
export interface ContactResponse {
  id: string;
}
