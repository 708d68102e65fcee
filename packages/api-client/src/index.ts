// The typed Balance API client. Filled by the API contract issue.
export {};
