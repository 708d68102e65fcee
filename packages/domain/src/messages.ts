// Every user-facing message of the product, to the letter (docs/product.md#messages). Quote from here.
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  userNameRequired: 'User Name is required',
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  confirmNewPasswordRequired: 'Confirm New Password is required',
  confirmMustMatch: 'The Confirm New Password must match the New Password entry.',
  passwordRule:
    'Passwords must be at least 10 characters, and must have at least 1 upper case letter, 1 lower case letter, 1 number and 1 special character: !@#$%^&*()_+',
  mustAgreeToTerms: 'You must agree to the terms and conditions above',
  recaptchaFailed: 'Are you a robot? reCAPTCHA failed.',
  forgotPasswordFailed: 'Forgot password request failed',
  selectAtLeastOneAgent: 'You must select at least one agent',
  selectListingOrManual: 'You must select a listing, or fill in all the manual fields',
  loginFailed: 'Your login attempt was not successful.',
  changePasswordFailed: 'Change password is failed.',
  noPermissionNewOffice: 'You do not have permission to view: New Office',
  noAgentLevelAccess: 'Your office has not been granted agent level access',
  /** At the Agent.EZ login, to an agent whose membership is deactivated (after the password matched). */
  agentDeactivated:
    'Your agent membership has been deactivated, so you cannot log in to Agent.EZ. Contact your office to have it reactivated.',
  companyUpdated: 'Company updated',
  newCompanySaved: 'New company saved',
  officeSaved: 'Office is saved',
  coversheetSaved: 'Coversheet saved',
  paymentSuccessful: 'Payment Successful',
  userConsentSaved: 'User consent saved.',
  contractSentToEmail: 'The contract has been sent to the email.',
  passwordChanged: 'Your password has been changed!',
  noContractAvailable: 'There is no contract available',
  gridSettingsSaved: 'Grid settings are saved',
  newMessagesLabel: '3 new messages',
  resetNeedsRelogin: 'Logout and log in again for the reset grid settings to take effect.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
