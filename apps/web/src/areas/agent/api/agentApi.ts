// Every call of the agent area, typed by the generated OpenAPI paths. Each takes an AbortSignal so a
// newer request (another year, another page) cancels the one in flight.
import {
  ApiError,
  readList,
  toApiError,
  unwrap,
  type ApiClient,
  type ContractFilter,
  type ContractSide,
  type CoversheetInput,
  type InvoiceFilter,
  type PayNowRequest,
  type ReportSlug,
} from '@balance/api-client';

export type Paging = { pageNumber: number; pageSize: number };

/** Reads a reply whose `data` is a message ({ data: { message } }). */
function messageOf(result: { data?: { data: { message: string } }; error?: unknown; response: Response }) {
  return unwrap(result).message;
}

export function createAgentApi(client: ApiClient) {
  return {
    reportList: async (signal?: AbortSignal) => unwrap(await client.GET('/reports/ReportList', { signal })),

    dashboard: async (year: number, signal?: AbortSignal) =>
      unwrap(await client.GET('/PyramidDash/dashboard', { params: { query: { year } }, signal })),

    dashboardDropdown: async (signal?: AbortSignal) =>
      unwrap(await client.GET('/reports/GetDashoardDropdown', { signal })),

    report: async (
      slug: ReportSlug,
      query: { year: number; contractFilter?: ContractFilter; side?: ContractSide },
      signal?: AbortSignal,
    ) =>
      unwrap(
        await client.GET('/reports/agent/{slug}', {
          params: { path: { slug }, query },
          signal,
        }),
      ),

    summariesByAddress: async (address: string, paging: Paging, signal?: AbortSignal) =>
      readList(
        await client.GET('/reports/ContractSummaryByAddress', {
          params: { query: { address, ...paging } },
          signal,
        }),
      ),

    summariesByDate: async (
      query: { from: string; to: string; contractFilter?: ContractFilter },
      paging: Paging,
      signal?: AbortSignal,
    ) =>
      readList(
        await client.GET('/reports/ContractSummaryByDate', {
          params: { query: { ...query, ...paging } },
          signal,
        }),
      ),

    summariesNoContractByDate: async (
      query: { from: string; to: string },
      paging: Paging,
      signal?: AbortSignal,
    ) =>
      readList(
        await client.GET('/reports/ContractSummaryNoContractByDate', {
          params: { query: { ...query, ...paging } },
          signal,
        }),
      ),

    emailSummary: async (body: { contractId: number; email: string }) =>
      messageOf(await client.POST('/reports/ContractSummary/Email', { body })),

    contracts: async (
      query: { year?: number; contractFilter?: ContractFilter } & Paging,
      signal?: AbortSignal,
    ) =>
      readList(
        await client.GET('/contracts/GetContractsByAgentId', {
          params: { query: { ...query, year: query.year } },
          signal,
        }),
      ),

    contract: async (contractId: number, signal?: AbortSignal) =>
      unwrap(
        await client.GET('/contracts/GetAgentEzContractById', { params: { query: { contractId } }, signal }),
      ),

    escrow: async (contractId: number | undefined, signal?: AbortSignal) => {
      const result = await client.GET('/contracts/GetContractEscrow', {
        params: { query: contractId === undefined ? {} : { contractId } },
        signal,
      });
      return readList(result).rows;
    },

    coversheet: async (contractId: number, signal?: AbortSignal) =>
      unwrap(
        await client.GET('/contracts/GetCoversheetDetail', { params: { query: { contractId } }, signal }),
      ),

    saveCoversheet: async (body: CoversheetInput) =>
      unwrap(await client.POST('/contracts/SaveCoversheet', { body })),

    listings: async (searchText: string, signal?: AbortSignal) =>
      readList(
        await client.GET('/reports/GetListing', {
          params: { query: { searchText, pageNumber: 1, pageSize: 10 } },
          signal,
        }),
      ).rows,

    listingInfo: async (listingId: number, signal?: AbortSignal) =>
      unwrap(await client.GET('/reports/GetListingInfo', { params: { query: { listingId } }, signal })),

    internalAgents: async (search: string, signal?: AbortSignal) =>
      unwrap(await client.GET('/agents/InternalAgentDropdown', { params: { query: { search } }, signal })),

    invoices: async (query: { filter: InvoiceFilter; year?: number } & Paging, signal?: AbortSignal) =>
      readList(await client.GET('/AgentInvoice/getAgentOpenInvoice', { params: { query }, signal })),

    paymentMethods: async (signal?: AbortSignal) => unwrap(await client.GET('/payload/accounts', { signal })),

    payNow: async (body: PayNowRequest) => unwrap(await client.POST('/AgentInvoice/agentPaynow', { body })),

    checkForPayment: async (invoiceId: number, signal?: AbortSignal) =>
      unwrap(await client.GET('/AgentInvoice/checkforpayment', { params: { query: { invoiceId } }, signal })),

    invoicePdf: async (invoiceId: number, signal?: AbortSignal): Promise<Blob> => {
      const result = await client.GET('/invoice/getInvoicePdf', {
        params: { query: { invoiceId } },
        parseAs: 'blob',
        signal,
      });
      if (result.data !== undefined) return result.data;
      throw toApiError(result.error, result.response.status);
    },

    planStatus: async (year: number, signal?: AbortSignal) =>
      unwrap(await client.GET('/agents/planStatus', { params: { query: { year } }, signal })),

    tax1099: async (year: number, signal?: AbortSignal) =>
      unwrap(await client.GET('/tax1099', { params: { query: { year } }, signal })),

    saveTax1099Consent: async (consent: boolean) =>
      unwrap(await client.PUT('/tax1099/consent', { body: { consent } })),

    changePassword: async (body: {
      userName: string;
      currentPassword: string;
      newPassword: string;
      confirmNewPassword: string;
    }) => messageOf(await client.POST('/user/changepassword', { body })),
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;

/** Field errors of a failed save (ApiError), or an empty object. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string[]>> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

export { ApiError };
