// The app's names for the API's types. Interim: replaced by the generated aliases of @balance/api-client.
export type UserSettings = {
  officeID: number;
  role: string;
  securityLevel: number;
  tax1099UserConsent: boolean;
  userID: number;
  userName: string;
};
