/**
 * Generated from FM Dispatch's OpenAPI document (GET /api/openapi.json) by openapi-typescript. Do not edit:
 * `npm run generate --workspace @fm/api-client` (against a running server), or the server's api-client test with
 * UPDATE_API_CLIENT=1, writes it again.
 */
export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/getpendingsyncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            customerBilling: {
                                approvedByAccounting: boolean;
                                /** Format: date-time */
                                completeDate: string | null;
                                customerName: string;
                                /** Format: date-time */
                                dueDate: string;
                                errorMessage: string | null;
                                invoiceAmount: number;
                                /** Format: date-time */
                                invoiceDate: string;
                                invoiceId: number;
                                invoiceNumber: string;
                                isError: boolean;
                                nodFlagged: boolean;
                                pendingCustomerInvoicingDetails: {
                                    invoiceid: number;
                                    itemDescription: string;
                                    itemPrice: number;
                                    itemQuantity: number;
                                    itemTaxRate: number;
                                    itemType: string;
                                }[];
                                vendorCost: number;
                                workorderId: number;
                                workorderNumber: string;
                            }[];
                            vendorBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            vendors: {
                                approvedByAccounting: boolean;
                                billingVendorId: string;
                                errorMessage: string | null;
                                isError: boolean;
                                /** Format: date-time */
                                lastPushedDate: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                                vendorId: number;
                                vendorName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/getqbostatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connected: boolean;
                            /** @enum {string} */
                            environment: "sandbox" | "production";
                            message: string;
                            /** @enum {string} */
                            mode: "live" | "demo" | "off";
                            realmId: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/getsimulatordocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bills: {
                                docNumber: string;
                                id: string;
                                party: string;
                                total: number;
                            }[];
                            invoices: {
                                docNumber: string;
                                id: string;
                                party: string;
                                total: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/gettransmissionlogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    typeId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                customerName: string | null;
                                /** Format: date-time */
                                endTime: string | null;
                                errorMessage: string | null;
                                id: number;
                                invoiceNumber: string | null;
                                /** Format: date-time */
                                startTime: string;
                                success: boolean;
                                typeId: number;
                                vendorName: string | null;
                                workOrderId: number | null;
                                workOrderNumber: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/getunmatchedvendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checked: number;
                            unmatched: {
                                billingVendorId: string | null;
                                reason: string;
                                suggestedQboId: string | null;
                                vendorId: number;
                                vendorName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/getuploadingstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/invoicerules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The invoice rules a vendor's portal invoice must hold to be approved automatically. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rules: {
                                enabled: boolean;
                                /** @enum {string} */
                                key: "nte" | "rates" | "hours" | "photos";
                                label: string;
                                modifieddate: string;
                                tolerance: number;
                                tolerancelabel: string;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        /** @description Turns one invoice rule on or off and sets its allowance, at the version shown (409 when stale). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        /** @enum {string} */
                        key: "nte" | "rates" | "hours" | "photos";
                        tolerance: number | string;
                        version: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rules: {
                                enabled: boolean;
                                /** @enum {string} */
                                key: "nte" | "rates" | "hours" | "photos";
                                label: string;
                                modifieddate: string;
                                tolerance: number;
                                tolerancelabel: string;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/removevendorbill/{workorderVendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workorderVendorId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            customerBilling: {
                                approvedByAccounting: boolean;
                                /** Format: date-time */
                                completeDate: string | null;
                                customerName: string;
                                /** Format: date-time */
                                dueDate: string;
                                errorMessage: string | null;
                                invoiceAmount: number;
                                /** Format: date-time */
                                invoiceDate: string;
                                invoiceId: number;
                                invoiceNumber: string;
                                isError: boolean;
                                nodFlagged: boolean;
                                pendingCustomerInvoicingDetails: {
                                    invoiceid: number;
                                    itemDescription: string;
                                    itemPrice: number;
                                    itemQuantity: number;
                                    itemTaxRate: number;
                                    itemType: string;
                                }[];
                                vendorCost: number;
                                workorderId: number;
                                workorderNumber: string;
                            }[];
                            vendorBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            vendors: {
                                approvedByAccounting: boolean;
                                billingVendorId: string;
                                errorMessage: string | null;
                                isError: boolean;
                                /** Format: date-time */
                                lastPushedDate: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                                vendorId: number;
                                vendorName: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/submitpending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        CompleteBilling?: {
                            approvedByAccounting: boolean;
                            workorderVendorId: number;
                        }[];
                        CustomerBilling?: {
                            approvedByAccounting: boolean;
                            invoiceId: number;
                        }[];
                        PendingVendors?: {
                            approvedByAccounting: boolean;
                            vendorId: number;
                        }[];
                        VendorBilling?: {
                            approvedByAccounting: boolean;
                            workorderVendorId: number | string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            completeBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            customerBilling: {
                                approvedByAccounting: boolean;
                                /** Format: date-time */
                                completeDate: string | null;
                                customerName: string;
                                /** Format: date-time */
                                dueDate: string;
                                errorMessage: string | null;
                                invoiceAmount: number;
                                /** Format: date-time */
                                invoiceDate: string;
                                invoiceId: number;
                                invoiceNumber: string;
                                isError: boolean;
                                nodFlagged: boolean;
                                pendingCustomerInvoicingDetails: {
                                    invoiceid: number;
                                    itemDescription: string;
                                    itemPrice: number;
                                    itemQuantity: number;
                                    itemTaxRate: number;
                                    itemType: string;
                                }[];
                                vendorCost: number;
                                workorderId: number;
                                workorderNumber: string;
                            }[];
                            jobId: number | null;
                            queued: number;
                            vendorBilling: {
                                approvedByAccounting: boolean;
                                billingVendorId: string | null;
                                errorMessage: string | null;
                                isError: boolean;
                                paidByCC: boolean;
                                vendorAmount: number;
                                vendorId: number;
                                vendorInvoiceApprovedBy: string | null;
                                /** Format: date-time */
                                vendorInvoiceApprovedDate: string | null;
                                vendorInvoiceNumber: string;
                                vendorName: string;
                                workorderId: number;
                                workorderNumber: string;
                                workorderVendorId: number;
                            }[];
                            vendors: {
                                approvedByAccounting: boolean;
                                billingVendorId: string;
                                errorMessage: string | null;
                                isError: boolean;
                                /** Format: date-time */
                                lastPushedDate: string | null;
                                /** Format: date-time */
                                modifiedDate: string;
                                vendorId: number;
                                vendorName: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/apitokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                /** Format: date-time */
                                createddate: string;
                                customerid: number | null;
                                /** Format: date-time */
                                expiresat: string | null;
                                id: number;
                                /** Format: date-time */
                                lastusedat: string | null;
                                lastusedip: string | null;
                                name: string;
                                prefix: string;
                                ratelimitperminute: number;
                                /** Format: date-time */
                                revokedat: string | null;
                                scopes: string[];
                                /** @enum {string} */
                                state: "active" | "expired" | "revoked";
                                userid: number;
                                username: string;
                                vendorid: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid?: number;
                        expiresat?: (string | "") | null;
                        name: string;
                        ratelimitperminute?: number;
                        scopes: ("admin" | "read:workorders" | "add:workorder" | "add:workorders" | "update:workorder" | "reassign:dispatchers" | "view:dashboard" | "view:reports" | "read:customers" | "read:jobsites" | "edit:jobsites" | "delete:jobsites" | "read:vendors" | "view:workordertab" | "view:workordernotetab" | "view:workordervendortab" | "view:workorderproposaltab" | "view:workorderattachmentstab" | "view:workorderinvoicestab" | "approve:vendorinvoice" | "approve:customerinvoice" | "view:vendorworkorder")[];
                        userid?: number | string;
                        vendorid?: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            row: {
                                /** Format: date-time */
                                createddate: string;
                                customerid: number | null;
                                /** Format: date-time */
                                expiresat: string | null;
                                id: number;
                                /** Format: date-time */
                                lastusedat: string | null;
                                lastusedip: string | null;
                                name: string;
                                prefix: string;
                                ratelimitperminute: number;
                                /** Format: date-time */
                                revokedat: string | null;
                                scopes: string[];
                                /** @enum {string} */
                                state: "active" | "expired" | "revoked";
                                userid: number;
                                username: string;
                                vendorid: number | null;
                            };
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/apitokens/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createddate: string;
                            customerid: number | null;
                            /** Format: date-time */
                            expiresat: string | null;
                            id: number;
                            /** Format: date-time */
                            lastusedat: string | null;
                            lastusedip: string | null;
                            name: string;
                            prefix: string;
                            ratelimitperminute: number;
                            /** Format: date-time */
                            revokedat: string | null;
                            scopes: string[];
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                            userid: number;
                            username: string;
                            vendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/createuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        app_metadata: {
                            roles: ("Admin" | "AccountingAdmin" | "Dispatchers" | "Customer" | "Vendor" | "Tech")[];
                        };
                        /** @default false */
                        blocked?: boolean;
                        customerid?: number | null;
                        email: string;
                        family_name: string;
                        given_name: string;
                        /** @default true */
                        isactive?: boolean;
                        /** @default false */
                        isdispatcher?: boolean;
                        /** @default false */
                        issalesrep?: boolean;
                        /** @default false */
                        isvendor?: boolean;
                        reports: (number | string)[];
                        vendorid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            app_metadata: {
                                roles: string[];
                            };
                            blocked: boolean;
                            customerid: number | null;
                            customername: string | null;
                            email: string;
                            email_verified: boolean;
                            family_name: string;
                            given_name: string;
                            /** @enum {string} */
                            invitation: "none" | "pending" | "expired";
                            isactive: boolean;
                            iscustomer: boolean;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            isvendor: boolean;
                            lastlogin: string | null;
                            logins_count: number;
                            reports: number[];
                            user_id: number;
                            usertypeid: number;
                            vendorid: number | null;
                            vendorname: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getallvendorsbytradeid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    tradeId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            dispatchable: boolean;
                            name: string;
                            priority: number;
                            statecode: string;
                            tierid: number | null;
                            vendorid: number;
                            vendorstatus: string | null;
                            vendorstatustypeid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getauditlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    userid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            actorname: string;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            createddate: string;
                            id: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getidentitymode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            externalIdp: boolean;
                            issuer: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getoverduep1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getreports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            reportid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getroles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number | null;
                            email: string;
                            externalsubject: string | null;
                            firstName: string;
                            id: number;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            lastName: string;
                            username: string;
                            usertypeid: number;
                            vendorid: number | null;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getuserlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customers: {
                                id: number;
                                isactive: boolean;
                                name: string;
                            }[];
                            vendors: {
                                id: number;
                                isactive: boolean;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getuserlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            app_metadata: {
                                roles: string[];
                            };
                            blocked: boolean;
                            customerid: number | null;
                            customername: string | null;
                            email: string;
                            email_verified: boolean;
                            family_name: string;
                            given_name: string;
                            /** @enum {string} */
                            invitation: "none" | "pending" | "expired";
                            isactive: boolean;
                            iscustomer: boolean;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            isvendor: boolean;
                            lastlogin: string | null;
                            logins_count: number;
                            reports: number[];
                            user_id: number;
                            usertypeid: number;
                            vendorid: number | null;
                            vendorname: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getvendorsbytradeid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    tradeId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            dispatchable: boolean;
                            name: string;
                            priority: number;
                            statecode: string;
                            tierid: number | null;
                            tradeid: number;
                            vendorid: number;
                            vendorstatus: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/importtradezips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: exactly one .csv file (text/csv), one ZIP code per row in the first column ('Zip Code' header optional). Queues a background import (202 with the job id): every row is checked against the ZIP data, all rows or none (row-numbered errors), and the file replaces the vendor's coverage ZIPs; one import per vendor at a time. */
        post: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/importtradezips/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The Import Zips vendor picker: name, address, city, state, ZIP and ZIPs held (page size 100). */
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                address: string;
                                city: string;
                                id: number;
                                name: string;
                                postalcode: string;
                                statecode: string;
                                zipcount: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/linkidentity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Links an external identity (a subject of the configured OIDC issuer) to a staff user, so its tokens sign in without email_verified; a blank subject unlinks (issue 29). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        externalsubject?: string | null;
                        user_id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number | null;
                            email: string;
                            externalsubject: string | null;
                            firstName: string;
                            id: number;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            lastName: string;
                            username: string;
                            usertypeid: number;
                            vendorid: number | null;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    status?: "queued" | "sending" | "sent" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                attachmentnames: string[];
                                attempts: number;
                                cc: string[] | null;
                                /** Format: date-time */
                                createddate: string;
                                id: number;
                                lasterror: string | null;
                                /** Format: date-time */
                                sentat: string | null;
                                status: string;
                                subject: string;
                                to: string[];
                                workorderid: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createddate: string;
                            html: string;
                            id: number;
                            status: string;
                            subject: string;
                            text: string | null;
                            to: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resendinvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_id: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            app_metadata: {
                                roles: string[];
                            };
                            blocked: boolean;
                            customerid: number | null;
                            customername: string | null;
                            email: string;
                            email_verified: boolean;
                            family_name: string;
                            given_name: string;
                            /** @enum {string} */
                            invitation: "none" | "pending" | "expired";
                            isactive: boolean;
                            iscustomer: boolean;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            isvendor: boolean;
                            lastlogin: string | null;
                            logins_count: number;
                            reports: number[];
                            user_id: number;
                            usertypeid: number;
                            vendorid: number | null;
                            vendorname: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/savedispatchvendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        priority: number;
                        tradeid: number | string;
                        vendorid: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            dispatchable: boolean;
                            name: string;
                            priority: number;
                            statecode: string;
                            tierid: number | null;
                            tradeid: number;
                            vendorid: number;
                            vendorstatus: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/saveuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        id: number | string;
                        /** @default false */
                        isdispatcher?: boolean;
                        /** @default false */
                        issalesrep?: boolean;
                        lastName: string;
                        usertypeid: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sitemeta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            datafieldname: string;
                            displaynamefield: string;
                            id: number;
                            tablename: string;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displaynamefield: string;
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            datafieldname: string;
                            displaynamefield: string;
                            id: number;
                            tablename: string;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updatedispatchvendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        priority: number;
                        tradeid: number | string;
                        vendorid: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            dispatchable: boolean;
                            name: string;
                            priority: number;
                            statecode: string;
                            tierid: number | null;
                            tradeid: number;
                            vendorid: number;
                            vendorstatus: string | null;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        app_metadata: {
                            roles: ("Admin" | "AccountingAdmin" | "Dispatchers" | "Customer" | "Vendor" | "Tech")[];
                        };
                        /** @default false */
                        blocked?: boolean;
                        customerid?: number | null;
                        email: string;
                        family_name: string;
                        given_name: string;
                        /** @default true */
                        isactive?: boolean;
                        /** @default false */
                        isdispatcher?: boolean;
                        /** @default false */
                        issalesrep?: boolean;
                        /** @default false */
                        isvendor?: boolean;
                        reports: number[];
                        user_id: number | string;
                        vendorid?: number | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            app_metadata: {
                                roles: string[];
                            };
                            blocked: boolean;
                            customerid: number | null;
                            customername: string | null;
                            email: string;
                            email_verified: boolean;
                            family_name: string;
                            given_name: string;
                            /** @enum {string} */
                            invitation: "none" | "pending" | "expired";
                            isactive: boolean;
                            iscustomer: boolean;
                            isdispatcher: boolean;
                            issalesrep: boolean;
                            isvendor: boolean;
                            lastlogin: string | null;
                            logins_count: number;
                            reports: number[];
                            user_id: number;
                            usertypeid: number;
                            vendorid: number | null;
                            vendorname: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowprivateurls: boolean;
                            rows: {
                                consecutivefailures: number;
                                /** Format: date-time */
                                createddate: string;
                                description: string;
                                /** Format: date-time */
                                disabledat: string | null;
                                disabledreason: string | null;
                                events: string[];
                                id: number;
                                isactive: boolean;
                                url: string;
                                version: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        events: ("workorder.created" | "workorder.status_changed" | "workorder.vendor_assigned" | "workorder.vendor_accepted" | "workorder.vendor_declined" | "workorder.checked_in" | "workorder.checked_out" | "workorder.note_added" | "proposal.created" | "proposal.status_changed" | "invoice.created" | "invoice.status_changed")[];
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            row: {
                                consecutivefailures: number;
                                /** Format: date-time */
                                createddate: string;
                                description: string;
                                /** Format: date-time */
                                disabledat: string | null;
                                disabledreason: string | null;
                                events: string[];
                                id: number;
                                isactive: boolean;
                                url: string;
                                version: number;
                            };
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                attempts: number;
                                /** Format: date-time */
                                createddate: string;
                                /** Format: date-time */
                                deliveredat: string | null;
                                error: string | null;
                                eventtype: string;
                                id: number;
                                /** Format: date-time */
                                lastattemptat: string | null;
                                latencyms: number | null;
                                messageid: string;
                                responsecode: number | null;
                                status: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            /** Format: date-time */
                            createddate: string;
                            /** Format: date-time */
                            deliveredat: string | null;
                            error: string | null;
                            eventtype: string;
                            id: number;
                            /** Format: date-time */
                            lastattemptat: string | null;
                            latencyms: number | null;
                            messageid: string;
                            responsecode: number | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowprivateurls: boolean;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowprivateurls: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        events?: ("workorder.created" | "workorder.status_changed" | "workorder.vendor_assigned" | "workorder.vendor_accepted" | "workorder.vendor_declined" | "workorder.checked_in" | "workorder.checked_out" | "workorder.note_added" | "proposal.created" | "proposal.status_changed" | "invoice.created" | "invoice.status_changed")[];
                        id: number | string;
                        isactive?: boolean;
                        url?: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            consecutivefailures: number;
                            /** Format: date-time */
                            createddate: string;
                            description: string;
                            /** Format: date-time */
                            disabledat: string | null;
                            disabledreason: string | null;
                            events: string[];
                            id: number;
                            isactive: boolean;
                            url: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The History tab of one customer: every audited write, newest first. */
        get: {
            parameters: {
                query: {
                    before?: number | string;
                    id: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            more: boolean;
                            rows: {
                                /** @enum {string} */
                                action: "insert" | "update" | "delete";
                                actorid: number | null;
                                actorname: string | null;
                                at: string;
                                changes: {
                                    [key: string]: (unknown | unknown)[];
                                };
                                entity: string;
                                entityid: string;
                                id: number;
                                route: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description AuditTrail.xlsx: the search's rows. */
        get: {
            parameters: {
                query?: {
                    before?: number | string;
                    entity?: string | null;
                    entityid?: string | null;
                    from?: string;
                    limit?: number;
                    to?: string;
                    userid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    before?: number | string;
                    entity?: string | null;
                    entityid?: string | null;
                    from?: string;
                    limit?: number;
                    to?: string;
                    userid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            more: boolean;
                            rows: {
                                /** @enum {string} */
                                action: "insert" | "update" | "delete";
                                actorid: number | null;
                                actorname: string | null;
                                at: string;
                                changes: {
                                    [key: string]: (unknown | unknown)[];
                                };
                                entity: string;
                                entityid: string;
                                id: number;
                                route: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The History tab of one vendor: every audited write, newest first. */
        get: {
            parameters: {
                query: {
                    before?: number | string;
                    id: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            more: boolean;
                            rows: {
                                /** @enum {string} */
                                action: "insert" | "update" | "delete";
                                actorid: number | null;
                                actorname: string | null;
                                at: string;
                                changes: {
                                    [key: string]: (unknown | unknown)[];
                                };
                                entity: string;
                                entityid: string;
                                id: number;
                                route: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/workorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The History tab of one workorder: every audited write, newest first. */
        get: {
            parameters: {
                query: {
                    before?: number | string;
                    id: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            more: boolean;
                            rows: {
                                /** @enum {string} */
                                action: "insert" | "update" | "delete";
                                actorid: number | null;
                                actorname: string | null;
                                at: string;
                                changes: {
                                    [key: string]: (unknown | unknown)[];
                                };
                                entity: string;
                                entityid: string;
                                id: number;
                                route: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "local";
                        } | {
                            audience: string;
                            audienceParam: string;
                            authority: string;
                            clientId: string;
                            /** @enum {string} */
                            mode: "oidc";
                            scope: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            expiresIn: number;
                            refreshExpiresIn: number;
                            refreshToken: string;
                            user: {
                                customerid: number | null;
                                email: string;
                                id: number;
                                name: string;
                                permissions: string[];
                                roles: string[];
                                vendorid: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number | null;
                            email: string;
                            id: number;
                            name: string;
                            permissions: string[];
                            roles: string[];
                            vendorid: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            expiresIn: number;
                            refreshExpiresIn: number;
                            refreshToken: string;
                            user: {
                                customerid: number | null;
                                email: string;
                                id: number;
                                name: string;
                                permissions: string[];
                                roles: string[];
                                vendorid: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/setpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billingcellphone: string | null;
                            billingemail: string | null;
                            billingfax: string | null;
                            billingfirstname: string | null;
                            billinglastname: string | null;
                            billingphone: string | null;
                            ccemails: string | null;
                            city: string;
                            contactcellphone: string | null;
                            contactemail: string | null;
                            contactfax: string | null;
                            contactfirstname: string | null;
                            contactlastname: string | null;
                            contactphone: string | null;
                            customername: string;
                            customerprefix: string | null;
                            dispatcherauthid: number | null;
                            id: number;
                            isactive: boolean;
                            managementprovider: {
                                haspassword: boolean;
                                id: number;
                                managementprovider: string;
                                userid: string | null;
                                webaddress: string | null;
                            } | null;
                            managementproviderid: number | null;
                            notifications: {
                                /** @default false */
                                invoiceadded: boolean;
                                /** @default false */
                                proposaladded: boolean;
                                /** @default false */
                                statuschange: boolean;
                            };
                            nte: number | null;
                            postalcode: string;
                            salesrepauthid: number | null;
                            servicechannelsubscriberid: string | null;
                            statecode: string;
                            streetaddress: string;
                            streetaddress2: string | null;
                            termid: number | null;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/addjobsite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new job site; latitude/longitude come from its ZIP code. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        contactperson?: string | null;
                        customerid: number | string;
                        email?: string | null;
                        jobsite: string;
                        jobsitedescription: string;
                        phone?: string | null;
                        postalcode: string;
                        procedures?: {
                            id?: number;
                            procedure: string;
                        }[];
                        specialprocedure?: string | null;
                        statecode: string;
                        streetaddress: string;
                        streetaddress2?: string | null;
                        timezone?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            contactperson: string | null;
                            customerid: number;
                            customername: string;
                            email: string | null;
                            id: number;
                            isactive: boolean;
                            jobsite: string;
                            jobsitedescription: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            postalcode: string;
                            procedures: {
                                id: number;
                                procedure: string;
                            }[];
                            specialprocedure: string | null;
                            statecode: string;
                            streetaddress: string;
                            streetaddress2: string | null;
                            timezone?: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/attachfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: fields customerid, attachmenttypeid (27 Client Onboarding Doc, 28 Customer Rates, 29 Jobsite List, 30 MSA Agreement, 31 Territory Map, 11 Other); one or more file parts. Allowed extensions: pdf, jpg, jpeg, png, gif, heic, doc, xls, msg, docx, xlsx, zip, txt, csv, html, htm, eml. All files are stored or none. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            size: number;
                            version: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/attachment/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file: inline for jpg, jpeg, png, pdf, html, txt, a download otherwise. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            size: number;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/autodispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The customer's automatic-dispatch trades (opt-in per customer × trade) and their waits. */
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            enabled: boolean;
                            id: number;
                            tradeid: number;
                            tradename: string;
                            version: number;
                            waitminutes: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** @description Opts a customer × trade in or out of automatic dispatch, with the wait per offer in minutes. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        enabled: boolean;
                        tradeid: number;
                        waitminutes: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            enabled: boolean;
                            id: number;
                            tradeid: number;
                            tradename: string;
                            version: number;
                            waitminutes: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/contact/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        emailaddress?: string | null;
                        firstname: string;
                        /** @default false */
                        isprimary?: boolean;
                        lastname: string;
                        mobilephone?: string | null;
                        phone?: string | null;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/contact/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/contact/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emailaddress?: string | null;
                        firstname: string;
                        id: number | string;
                        /** @default false */
                        isprimary?: boolean;
                        lastname: string;
                        mobilephone?: string | null;
                        phone?: string | null;
                        title?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getcustomers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Customers for pickers (work-order form, imports): active ones, inactive ones on request. */
        get: {
            parameters: {
                query?: {
                    inactive?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            customername: string;
                            customerprefix: string | null;
                            dispatcherid: number | null;
                            id: number;
                            isactive: boolean;
                            statecode: string;
                            termid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pick lists of the customer form: states, sales reps, dispatchers, terms, trades, providers. */
        get: {
            parameters: {
                query?: {
                    customerid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispatchers: {
                                id: number;
                                name: string;
                            }[];
                            managementproviders: {
                                haspassword: boolean;
                                id: number;
                                managementprovider: string;
                                userid: string | null;
                                webaddress: string | null;
                            }[];
                            salesreps: {
                                id: number;
                                name: string;
                            }[];
                            states: {
                                statecode: string;
                                statename: string;
                            }[];
                            terms: {
                                termdescription: string;
                                termid: number;
                            }[];
                            trades: {
                                tradeid: number;
                                tradename: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/getopenworkorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerid?: number;
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    statusid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/gettrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customerid: number;
                            customertradeid: number;
                            id: number;
                            rates: {
                                cities: {
                                    city: string;
                                    statecode: string;
                                }[];
                                counties: {
                                    county: string;
                                    statecode: string;
                                }[];
                                holidayrate: number | null;
                                id: number;
                                /** Format: date-time */
                                lastupdated: string;
                                markupcharge: number | null;
                                name: string;
                                overtimerate: number | null;
                                regularrate: number;
                                statecodes: string[];
                                traderatetype: string;
                                traderatetypeid: number;
                                tripcharge: number | null;
                                version: number;
                                zipcodes: {
                                    statecode: string;
                                    zipcode: string;
                                }[];
                            }[];
                            tradeid: number;
                            tradename: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The Customers list (/customer): one server page through the grid query (search, filters, sorts; saved views of page type c); inactive=true adds the inactive customers. */
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    inactive?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                city: string;
                                contactemail: string | null;
                                contactname: string | null;
                                contactphone: string | null;
                                customername: string;
                                customerprefix: string | null;
                                dispatcher: string | null;
                                id: number;
                                isactive: boolean;
                                jobsitecount: number;
                                managementprovider: string | null;
                                nte: number | null;
                                postalcode: string;
                                salesrep: string | null;
                                statecode: string;
                                streetaddress: string;
                                termid: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/note/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        /** @default false */
                        isvisibletocustomer?: boolean;
                        /** Format: html */
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdByUser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            id: number;
                            isvisibletocustomer: boolean;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/note/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/note/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        /** @default false */
                        isvisibletocustomer?: boolean;
                        /** Format: html */
                        note: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdByUser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            id: number;
                            isvisibletocustomer: boolean;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdByUser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            id: number;
                            isvisibletocustomer: boolean;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/providerpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The customer's management-provider password, asked for explicitly (staff only; each reveal is logged; not cached). */
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            password: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/rate/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new rate on a customer trade with its states, cities, counties and ZIP codes. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cities?: {
                            city: string;
                            statecode: string;
                        }[];
                        counties?: {
                            county: string;
                            statecode: string;
                        }[];
                        customertradeid: number | string;
                        holidayrate?: number | null;
                        markupcharge?: number | null;
                        name: string;
                        overtimerate?: number | null;
                        regularrate: number | string;
                        statecodes: string[];
                        traderatetypeid?: number;
                        tripcharge?: number | null;
                        zipcodes?: {
                            statecode: string;
                            zipcode: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/rate/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/rate/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: one .csv file with the columns Trade, Name, Rate Type, States, Cities, Counties, Zip Codes, Regular Rate, Overtime Rate, Holiday Rate, Trip Charge, Markup (several states, cities "Name/ST", counties "Name/ST" or ZIPs separated by ';'). Queues a background import (202 with the job id); all rows or none; one import per customer at a time. */
        post: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/rate/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description A customer rate at its version (409 when stale); areas are replaced by the ones sent. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cities?: {
                            city: string;
                            statecode: string;
                        }[];
                        counties?: {
                            county: string;
                            statecode: string;
                        }[];
                        holidayrate?: number | null;
                        id: number | string;
                        markupcharge?: number | null;
                        name: string;
                        overtimerate?: number | null;
                        regularrate: number | string;
                        statecodes: string[];
                        traderatetypeid?: number;
                        tripcharge?: number | null;
                        version: number;
                        zipcodes?: {
                            statecode: string;
                            zipcode: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/removeattachment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billingcellphone?: string | null;
                        billingemail?: string | null;
                        billingfax?: string | null;
                        billingfirstname?: string | null;
                        billinglastname?: string | null;
                        billingphone?: string | null;
                        ccemails?: string | null;
                        city: string;
                        contactcellphone?: string | null;
                        contactemail?: string | null;
                        contactfax?: string | null;
                        contactfirstname?: string | null;
                        contactlastname?: string | null;
                        contactphone?: string | null;
                        customername: string;
                        customerprefix?: string | null;
                        dispatcherauthid?: (number | string) | null;
                        /** @default true */
                        isactive?: boolean;
                        managementproviderid?: number | null;
                        /**
                         * @default {
                         *       "proposaladded": false,
                         *       "invoiceadded": false,
                         *       "statuschange": false
                         *     }
                         */
                        notifications?: {
                            /** @default false */
                            invoiceadded?: boolean;
                            /** @default false */
                            proposaladded?: boolean;
                            /** @default false */
                            statuschange?: boolean;
                        };
                        nte?: (number | string) | null;
                        postalcode: string;
                        salesrepauthid?: number | null;
                        servicechannelsubscriberid?: string | null;
                        statecode: string;
                        streetaddress: string;
                        streetaddress2?: string | null;
                        termid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/trade/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        tradeid: number;
                        tradename?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                customerid: number;
                                customertradeid: number;
                                id: number;
                                rates: {
                                    cities: {
                                        city: string;
                                        statecode: string;
                                    }[];
                                    counties: {
                                        county: string;
                                        statecode: string;
                                    }[];
                                    holidayrate: number | null;
                                    id: number;
                                    /** Format: date-time */
                                    lastupdated: string;
                                    markupcharge: number | null;
                                    name: string;
                                    overtimerate: number | null;
                                    regularrate: number;
                                    statecodes: string[];
                                    traderatetype: string;
                                    traderatetypeid: number;
                                    tripcharge: number | null;
                                    version: number;
                                    zipcodes: {
                                        statecode: string;
                                        zipcode: string;
                                    }[];
                                }[];
                                tradeid: number;
                                tradename: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/trade/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        tradeid: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                customerid: number;
                                customertradeid: number;
                                id: number;
                                rates: {
                                    cities: {
                                        city: string;
                                        statecode: string;
                                    }[];
                                    counties: {
                                        county: string;
                                        statecode: string;
                                    }[];
                                    holidayrate: number | null;
                                    id: number;
                                    /** Format: date-time */
                                    lastupdated: string;
                                    markupcharge: number | null;
                                    name: string;
                                    overtimerate: number | null;
                                    regularrate: number;
                                    statecodes: string[];
                                    traderatetype: string;
                                    traderatetypeid: number;
                                    tripcharge: number | null;
                                    version: number;
                                    zipcodes: {
                                        statecode: string;
                                        zipcode: string;
                                    }[];
                                }[];
                                tradeid: number;
                                tradename: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/traderates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                    statecode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayrate: number | null;
                            id: number;
                            markupcharge: number | null;
                            name: string;
                            overtimerate: number | null;
                            regularrate: number;
                            statecodes: string[];
                            tradeid: number;
                            tradename: string;
                            tripcharge: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The whole customer form at its version (a stale version answers 409). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billingcellphone?: string | null;
                        billingemail?: string | null;
                        billingfax?: string | null;
                        billingfirstname?: string | null;
                        billinglastname?: string | null;
                        billingphone?: string | null;
                        ccemails?: string | null;
                        city?: string;
                        contactcellphone?: string | null;
                        contactemail?: string | null;
                        contactfax?: string | null;
                        contactfirstname?: string | null;
                        contactlastname?: string | null;
                        contactphone?: string | null;
                        customername?: string;
                        customerprefix?: string | null;
                        dispatcherauthid?: number | null;
                        id: number | string;
                        isactive?: boolean;
                        managementproviderid?: number | null;
                        notifications?: {
                            /** @default false */
                            invoiceadded?: boolean;
                            /** @default false */
                            proposaladded?: boolean;
                            /** @default false */
                            statuschange?: boolean;
                        };
                        nte?: (number | string) | null;
                        postalcode?: string;
                        salesrepauthid?: number | null;
                        servicechannelsubscriberid?: string | null;
                        statecode?: string;
                        streetaddress?: string;
                        streetaddress2?: string | null;
                        termid?: number | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billingcellphone: string | null;
                            billingemail: string | null;
                            billingfax: string | null;
                            billingfirstname: string | null;
                            billinglastname: string | null;
                            billingphone: string | null;
                            ccemails: string | null;
                            city: string;
                            contactcellphone: string | null;
                            contactemail: string | null;
                            contactfax: string | null;
                            contactfirstname: string | null;
                            contactlastname: string | null;
                            contactphone: string | null;
                            customername: string;
                            customerprefix: string | null;
                            dispatcherauthid: number | null;
                            id: number;
                            isactive: boolean;
                            managementprovider: {
                                haspassword: boolean;
                                id: number;
                                managementprovider: string;
                                userid: string | null;
                                webaddress: string | null;
                            } | null;
                            managementproviderid: number | null;
                            notifications: {
                                /** @default false */
                                invoiceadded: boolean;
                                /** @default false */
                                proposaladded: boolean;
                                /** @default false */
                                statuschange: boolean;
                            };
                            nte: number | null;
                            postalcode: string;
                            salesrepauthid: number | null;
                            servicechannelsubscriberid: string | null;
                            statecode: string;
                            streetaddress: string;
                            streetaddress2: string | null;
                            termid: number | null;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/updateattachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attachmenttypeid: number;
                        displayname: string;
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            /** Format: date-time */
                            createddate: string;
                            customerid: number;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            size: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/updatejobsite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The whole job-site form at its version (409 when stale); the coordinates follow the ZIP. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        contactperson?: string | null;
                        email?: string | null;
                        id: number | string;
                        /** @default true */
                        isactive?: boolean;
                        jobsite: string;
                        jobsitedescription: string;
                        phone?: string | null;
                        postalcode: string;
                        procedures?: {
                            id?: number;
                            procedure: string;
                        }[];
                        specialprocedure?: string | null;
                        statecode: string;
                        streetaddress: string;
                        streetaddress2?: string | null;
                        timezone?: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            contactperson: string | null;
                            customerid: number;
                            customername: string;
                            email: string | null;
                            id: number;
                            isactive: boolean;
                            jobsite: string;
                            jobsitedescription: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            postalcode: string;
                            procedures: {
                                id: number;
                                procedure: string;
                            }[];
                            specialprocedure: string | null;
                            statecode: string;
                            streetaddress: string;
                            streetaddress2: string | null;
                            timezone?: string;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/attachfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: fields workorderid, attachmenttypeid (1 Work Request, 9 Photo, 10 Other); one or more file parts. Same checks as /api/workorder/attachfile; downloads go through /api/workorder/attachment/{id}/download. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            id: number;
                            previewable: boolean;
                            size: number;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            id: number;
                            previewable: boolean;
                            size: number;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/customernotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The self-view's notes: the caller's own customer's notes flagged visible to the customer, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdByUser: string;
                            /** Format: date-time */
                            createddate: string;
                            id: number;
                            note: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/generateinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Approved invoice preview (html) or PDF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default pdf
                         * @enum {string}
                         */
                        format?: "html" | "pdf";
                        invoiceid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/generateproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Proposal preview (html) or PDF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default pdf
                         * @enum {string}
                         */
                        format?: "html" | "pdf";
                        proposalid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/getattachmenttypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The types a customer may upload. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/getlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The portal form's lists: own job sites, priorities, trades 20/33/34/50. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobsites: {
                                city: string;
                                jobsite: string;
                                jobsitedescription: string;
                                jobsiteid: number;
                                postalcode: string;
                                statecode: string;
                                streetaddress: string;
                            }[];
                            priorities: {
                                id: number;
                                name: string;
                                responsehours: number;
                            }[];
                            tradetypes: {
                                tradeid: number;
                                tradename: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/getworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            briefdescription: string;
                            cancelreason: string | null;
                            completedate: string | null;
                            createddate: string;
                            customername: string;
                            description: string | null;
                            dispatchdate: string | null;
                            dispatcher: string | null;
                            duedate: string | null;
                            editable: boolean;
                            id: number;
                            jobsite: {
                                city: string;
                                contactperson: string | null;
                                jobsite: string;
                                jobsitedescription: string;
                                phone: string | null;
                                postalcode: string;
                                statecode: string;
                                streetaddress: string;
                            };
                            jobsiteid: number;
                            nte: number | null;
                            ponumber: string | null;
                            priority: string | null;
                            priorityid: number | null;
                            requestedby: string | null;
                            requesttype: string | null;
                            scheduledate: string | null;
                            status: string;
                            statusid: number;
                            trades: {
                                tradeid: number;
                                tradename: string;
                            }[];
                            version: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/getworkorders/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    flagged?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path: {
                    status: "open" | "invoiced" | "all" | "cancelled";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The order's approved invoices. */
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            note: string | null;
                            subtotal: number;
                            taxes: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description {wonumber}_invoices.xlsx: the Invoices tab's rows, or the selected ones (ids, comma separated). */
        get: {
            parameters: {
                query: {
                    ids: number[];
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/myinvoices/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description My Invoices (hidden menu entry). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    status: "open" | "waiting" | "approved" | "rejected";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            note: string | null;
                            subtotal: number;
                            taxes: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/myproposals/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description My Proposals (hidden menu entry). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    status: "open" | "waiting" | "approved" | "rejected";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            canapprove: boolean;
                            canreject: boolean;
                            completedate: string | null;
                            createddate: string;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            id: number;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalnumber: string;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            rejectionnote: string | null;
                            scopeofwork: string;
                            /** @enum {string} */
                            status: "Approved" | "Rejected" | "Complete" | "In Progress";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/notes/{workOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Notes visible to the customer only. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workOrderId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createddate: string;
                            id: number;
                            mine: boolean;
                            note: string;
                            type: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The read-only self-view (spec 3 §2.5). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billingemail: string | null;
                            billingfirstname: string | null;
                            billinglastname: string | null;
                            billingphone: string | null;
                            city: string | null;
                            contactcellphone: string | null;
                            contactemail: string | null;
                            contactfax: string | null;
                            contactfirstname: string | null;
                            contactlastname: string | null;
                            contactphone: string | null;
                            customername: string;
                            dispatcher: string | null;
                            id: number;
                            jobsites: {
                                city: string;
                                jobsite: string;
                                jobsitedescription: string;
                                jobsiteid: number;
                                postalcode: string;
                                statecode: string;
                                streetaddress: string;
                            }[];
                            postalcode: string | null;
                            statecode: string | null;
                            streetaddress: string | null;
                            streetaddress2: string | null;
                            term: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The order's completed proposals. */
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            canapprove: boolean;
                            canreject: boolean;
                            completedate: string | null;
                            createddate: string;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            id: number;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalnumber: string;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            rejectionnote: string | null;
                            scopeofwork: string;
                            /** @enum {string} */
                            status: "Approved" | "Rejected" | "Complete" | "In Progress";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/savenote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: html */
                        note: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createddate: string;
                            id: number;
                            mine: boolean;
                            note: string;
                            type: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/saveworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description New work order at one of the caller's job sites; the customer's dispatcher is notified. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        briefdescription: string;
                        /** Format: html */
                        description?: string | null;
                        duedate?: (string | "") | null;
                        jobsiteid: number | string;
                        ponumber?: string | null;
                        priorityid: number;
                        recallof?: number;
                        requestedby?: string | null;
                        tradeids?: number[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Recall / duplicate warning of the portal's new-order form: the caller's own orders at the site (and trade). */
        get: {
            parameters: {
                query: {
                    jobsiteid: number | string;
                    tradeids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orders: {
                                briefdescription: string;
                                completedate: string | null;
                                createddate: string;
                                id: number;
                                /** @enum {string} */
                                kind: "duplicate" | "recall";
                                status: string;
                                wonumber: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/updateproposalstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Approve (3) or reject (4, note required) a completed proposal, once: a second decision answers 409. Answers the order's proposal list. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        proposalId: number | string;
                        proposalStatusId: 3 | 4;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            canapprove: boolean;
                            canreject: boolean;
                            completedate: string | null;
                            createddate: string;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            id: number;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalnumber: string;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            rejectionnote: string | null;
                            scopeofwork: string;
                            /** @enum {string} */
                            status: "Approved" | "Rejected" | "Complete" | "In Progress";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customerprofile/updateworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The customer's fields of an open order; version required (stale → 409). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        briefdescription: string;
                        /** Format: html */
                        description?: string | null;
                        duedate?: (string | "") | null;
                        id: number;
                        jobsiteid: number | string;
                        ponumber?: string | null;
                        priorityid: number;
                        requestedby?: string | null;
                        tradeids?: number[];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/getalerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    days: number;
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    flagged?: "true" | "false";
                    mine?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/error/logerror": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        additionalinfo?: string | null;
                        errormessage: string;
                        errorpage?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    lastEventId?: number | string;
                    ticket: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description text/event-stream: change / reset events, heartbeat comments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expiresat: string;
                            ticket: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geoinfo/getcities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Cities of the given states (states=TX,OK), searchable, in pages of 50 (skip, take). */
        get: {
            parameters: {
                query: {
                    search?: string;
                    skip?: number | string;
                    states: string[];
                    take?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                city: string;
                                statecode: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geoinfo/getcounties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Counties of the given states, searchable, in pages of 50. */
        get: {
            parameters: {
                query: {
                    search?: string;
                    skip?: number | string;
                    states: string[];
                    take?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                county: string;
                                statecode: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geoinfo/getstates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            statecode: string;
                            statename: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geoinfo/getzipcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ZIP codes of the given states (search by ZIP or city), in pages of 50. */
        get: {
            parameters: {
                query: {
                    search?: string;
                    skip?: number | string;
                    states: string[];
                    take?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                city: string;
                                statecode: string;
                                zipcode: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            db: "ok" | "down";
                            replica?: {
                                lagBytes: number | null;
                                lagSeconds: number | null;
                                /** @enum {string} */
                                state: "ok" | "behind" | "down";
                            };
                            /** @enum {string} */
                            status: "ok" | "degraded" | "draining";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            db: "ok" | "down";
                            replica?: {
                                lagBytes: number | null;
                                lagSeconds: number | null;
                                /** @enum {string} */
                                state: "ok" | "behind" | "down";
                            };
                            /** @enum {string} */
                            status: "ok" | "degraded" | "draining";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/getactivecounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abbreviation: string;
                            color: string;
                            count: number;
                            status: string;
                            statusid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/getdailycounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispatcher: string;
                            dispatcherid: number;
                            inreceived: number;
                            totalcount: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/getprioritycounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            priority: string;
                            priorityid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdby: number | null;
                            /** Format: date-time */
                            createddate: string;
                            error: string | null;
                            /** Format: date-time */
                            finishedat: string | null;
                            id: number;
                            kind: string;
                            progress: {
                                done: number;
                                message: string | null;
                                total: number;
                            };
                            result: unknown;
                            /** Format: date-time */
                            startedat: string | null;
                            /** @enum {string} */
                            state: "queued" | "running" | "succeeded" | "failed";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    key: string;
                    kind: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: {
                                attempts: number;
                                createdby: number | null;
                                /** Format: date-time */
                                createddate: string;
                                error: string | null;
                                /** Format: date-time */
                                finishedat: string | null;
                                id: number;
                                kind: string;
                                progress: {
                                    done: number;
                                    message: string | null;
                                    total: number;
                                };
                                result: unknown;
                                /** Format: date-time */
                                startedat: string | null;
                                /** @enum {string} */
                                state: "queued" | "running" | "succeeded" | "failed";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobsites/downloadsamplesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The sample workbook: the columns Job Site, Job Site Description, Street Address, Street Address 2, City, State, Zip Code, Phone, Contact Person, Email, Special Procedure and one example row. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobsites/getjobsite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    jobsiteid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            contactperson: string | null;
                            customerid: number;
                            customername: string;
                            email: string | null;
                            id: number;
                            isactive: boolean;
                            jobsite: string;
                            jobsitedescription: string;
                            latitude: number | null;
                            longitude: number | null;
                            phone: string | null;
                            postalcode: string;
                            procedures: {
                                id: number;
                                procedure: string;
                            }[];
                            specialprocedure: string | null;
                            statecode: string;
                            streetaddress: string;
                            streetaddress2: string | null;
                            timezone?: string;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobsites/getjobsites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One page of job sites: of one customer (customerid) or of all customers (Show All); grid query parameters as every server-paged list. */
        get: {
            parameters: {
                query?: {
                    customerid?: number;
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    inactive?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                city: string;
                                contactperson: string | null;
                                customerid: number;
                                customername: string;
                                email: string | null;
                                id: number;
                                isactive: boolean;
                                jobsite: string;
                                jobsitedescription: string;
                                latitude: number | null;
                                longitude: number | null;
                                phone: string | null;
                                postalcode: string;
                                procedures: {
                                    id: number;
                                    procedure: string;
                                }[];
                                specialprocedure: string | null;
                                statecode: string;
                                streetaddress: string;
                                streetaddress2: string | null;
                                timezone?: string;
                                version: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobsites/importjobsites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: one .xlsx file (the sample sheet's columns). Queues a background import (202 with the job id; GET /api/jobs/{id} for progress and row-numbered errors). All rows or none; one import per customer at a time (409 while one runs). */
        post: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobsites/updateallspecialprocedures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Update Special Instructions: one text on every job site of the customer, in one transaction. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        specialprocedure: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managementprovider/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managementprovider/getproviders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The providers with website and user id; the password is never sent (haspassword only). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customercount: number;
                            haspassword: boolean;
                            id: number;
                            managementprovider: string;
                            userid: string | null;
                            version: number;
                            webaddress: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managementprovider/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new provider; the password is stored sealed (AES-256-GCM, APP_ENCRYPTION_KEY). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        managementprovider: string;
                        password?: string | null;
                        userid?: string | null;
                        webaddress?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managementprovider/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Edits a provider at its version (409 when stale); a blank password keeps the stored one. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        managementprovider: string;
                        password?: string | null;
                        userid?: string | null;
                        version: number;
                        webaddress?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/{id}/geofence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    enabled: "true" | "false";
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            overridegeofencing: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/apitokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                /** Format: date-time */
                                createddate: string;
                                customerid: number | null;
                                /** Format: date-time */
                                expiresat: string | null;
                                id: number;
                                /** Format: date-time */
                                lastusedat: string | null;
                                lastusedip: string | null;
                                name: string;
                                prefix: string;
                                ratelimitperminute: number;
                                /** Format: date-time */
                                revokedat: string | null;
                                scopes: string[];
                                /** @enum {string} */
                                state: "active" | "expired" | "revoked";
                                userid: number;
                                username: string;
                                vendorid: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresat?: (string | "") | null;
                        name: string;
                        scopes: ("admin" | "read:workorders" | "add:workorder" | "add:workorders" | "update:workorder" | "reassign:dispatchers" | "view:dashboard" | "view:reports" | "read:customers" | "read:jobsites" | "edit:jobsites" | "delete:jobsites" | "read:vendors" | "view:workordertab" | "view:workordernotetab" | "view:workordervendortab" | "view:workorderproposaltab" | "view:workorderattachmentstab" | "view:workorderinvoicestab" | "approve:vendorinvoice" | "approve:customerinvoice" | "view:vendorworkorder")[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            row: {
                                /** Format: date-time */
                                createddate: string;
                                customerid: number | null;
                                /** Format: date-time */
                                expiresat: string | null;
                                id: number;
                                /** Format: date-time */
                                lastusedat: string | null;
                                lastusedip: string | null;
                                name: string;
                                prefix: string;
                                ratelimitperminute: number;
                                /** Format: date-time */
                                revokedat: string | null;
                                scopes: string[];
                                /** @enum {string} */
                                state: "active" | "expired" | "revoked";
                                userid: number;
                                username: string;
                                vendorid: number | null;
                            };
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/apitokens/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            createddate: string;
                            customerid: number | null;
                            /** Format: date-time */
                            expiresat: string | null;
                            id: number;
                            /** Format: date-time */
                            lastusedat: string | null;
                            lastusedip: string | null;
                            name: string;
                            prefix: string;
                            ratelimitperminute: number;
                            /** Format: date-time */
                            revokedat: string | null;
                            scopes: string[];
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                            userid: number;
                            username: string;
                            vendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Report.xlsx: every row of the report (not only the page) in the grid's order, and its totals row. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid?: number;
                        /** @enum {string} */
                        dir?: "asc" | "desc";
                        endDate?: (string | "") | null;
                        page?: number;
                        radius?: number;
                        reportid: number | string;
                        search?: string;
                        sort?: string;
                        startDate?: (string | "") | null;
                        tradeid?: number;
                        zipcode?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/getreportdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A table report's page of 100 rows (+ columns, total, totals row) or, for the map reports 13, 14 and 24, their GeoJSON data. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid?: number;
                        /** @enum {string} */
                        dir?: "asc" | "desc";
                        endDate?: (string | "") | null;
                        page?: number;
                        radius?: number;
                        reportid: number | string;
                        search?: string;
                        sort?: string;
                        startDate?: (string | "") | null;
                        tradeid?: number;
                        zipcode?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columns: {
                                caption: string;
                                field: string;
                                /** @enum {string} */
                                type: "text" | "number" | "currency" | "percent" | "date" | "boolean";
                            }[];
                            countLabel: string | null;
                            endDate: string | null;
                            page: number;
                            pageSize: number;
                            reportid: number;
                            reportname: string;
                            rows: {
                                [key: string]: (string | number | boolean) | null;
                            }[];
                            startDate: string | null;
                            total: number;
                            totals: {
                                [key: string]: (string | number | boolean) | null;
                            } | null;
                        } | ({
                            bbox?: (number)[];
                            features: {
                                geometry: {
                                    coordinates: (number)[];
                                    /** @enum {string} */
                                    type: "Point";
                                };
                                properties: {
                                    address: string | null;
                                    mag: number;
                                    name?: string;
                                    time: string | null;
                                };
                                /** @enum {string} */
                                type: "Feature";
                            }[];
                            total?: number;
                            /** @enum {string} */
                            type: "FeatureCollection";
                        } | ({
                            bbox?: (number)[];
                            features: {
                                geometry: {
                                    coordinates: (number)[];
                                    /** @enum {string} */
                                    type: "Point";
                                };
                                properties: {
                                    address: string | null;
                                    mag: number;
                                    name?: string;
                                    time: string | null;
                                };
                                /** @enum {string} */
                                type: "Feature";
                            }[];
                            total?: number;
                            /** @enum {string} */
                            type: "FeatureCollection";
                        } | {
                            bbox?: (number)[];
                            features: {
                                geometry: {
                                    coordinates: (number)[];
                                    /** @enum {string} */
                                    type: "Point";
                                };
                                properties: {
                                    address: string | null;
                                    mag: number;
                                    name?: string;
                                    time: string | null;
                                };
                                /** @enum {string} */
                                type: "Feature";
                            }[];
                            total?: number;
                            /** @enum {string} */
                            type: "FeatureCollection";
                        })[]);
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/getreports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reports the caller may run: Admin all, others the ids their user was given (Admin page). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            reportname: string;
                            showdateselection: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            datafieldname: string;
                            displaynamefield: string;
                            tablename: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/atrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    minutes?: number;
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clocks: {
                                /** @enum {string} */
                                clock: "respond" | "onsite" | "complete";
                                dueat: string | null;
                                metat: string | null;
                                remainingminutes: number | null;
                                /** @enum {string} */
                                state: "none" | "paused" | "running" | "at_risk" | "breached" | "met" | "missed";
                            }[];
                            paused: boolean;
                            pausereason: string | null;
                            timezone: string | null;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clocks: {
                                /** @enum {string} */
                                clock: "respond" | "onsite" | "complete";
                                dueat: string | null;
                                metat: string | null;
                                remainingminutes: number | null;
                                /** @enum {string} */
                                state: "none" | "paused" | "running" | "at_risk" | "breached" | "met" | "missed";
                            }[];
                            paused: boolean;
                            pausereason: string | null;
                            timezone: string | null;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidays: {
                                customerid: number | null;
                                customername: string | null;
                                holidaydate: string;
                                id: number;
                                name: string;
                                version: number;
                            }[];
                            policies: {
                                completeminutes: number | null;
                                customerid: number | null;
                                customername: string | null;
                                id: number;
                                onsiteminutes: number | null;
                                priority: string;
                                priorityid: number;
                                respondminutes: number | null;
                                twentyfourseven: boolean;
                                version: number;
                                weekhours: ({
                                    close: number;
                                    open: number;
                                } | null)[];
                            }[];
                            priorities: {
                                id: number;
                                name: string;
                            }[];
                            settings: {
                                atriskminutes: number;
                                notifyvendor: boolean;
                                version: number;
                                warnminutes: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies/holidays/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies/holidays/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid?: number | null;
                        holidaydate: string;
                        id?: number | string;
                        name: string;
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        completeminutes: number | null;
                        customerid?: number | null;
                        id?: number | string;
                        onsiteminutes: number | null;
                        priorityid: number;
                        respondminutes: number | null;
                        twentyfourseven: boolean;
                        version?: number;
                        weekhours: ({
                            close: number;
                            open: number;
                        } | null)[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/policies/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        atriskminutes: number | string;
                        notifyvendor: boolean;
                        version: number;
                        warnminutes: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clocks: {
                                /** @enum {string} */
                                clock: "respond" | "onsite" | "complete";
                                dueat: string | null;
                                metat: string | null;
                                remainingminutes: number | null;
                                /** @enum {string} */
                                state: "none" | "paused" | "running" | "at_risk" | "breached" | "met" | "missed";
                            }[];
                            paused: boolean;
                            pausereason: string | null;
                            timezone: string | null;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/getSAS": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A short-lived, read-only SAS for the attachment container (Azure Blob Storage only; 409 storage_local when files are on local disk). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            containerUrl: string;
                            expiresOn: string;
                            sasToken: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/tradelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tradeid: number;
                            tradename: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trades/tradelist_nonstore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tradeid: number;
                            tradename: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getdispatchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor as the details page edits it (the tax id masked except for Admin). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            address2: string | null;
                            allowlogin: boolean;
                            autoattachenabled: boolean;
                            backgroundchecksrun: boolean;
                            billingvendorid: string | null;
                            city: string;
                            compliancealert: boolean;
                            country: string | null;
                            county: string | null;
                            dispatchemail: string | null;
                            firstname: string | null;
                            glexpirationdate: string | null;
                            id: number;
                            isactive: boolean;
                            isbadgerequired: boolean;
                            isnationwide: boolean;
                            ispreferredvendor: boolean;
                            isQuoteOnly: boolean;
                            isstatewide: boolean;
                            lastname: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            minnte: number | null;
                            name: string;
                            numberofratings: number;
                            paperworkcomplete: boolean;
                            postalcode: string;
                            primaryemail: string | null;
                            primaryext: string | null;
                            primaryphone: string | null;
                            profiledate: string | null;
                            rating: number | null;
                            secondaryemail: string | null;
                            secondaryext: string | null;
                            secondaryphone: string | null;
                            servicestates: {
                                states: {
                                    id: number;
                                    statecode: string;
                                }[];
                            };
                            ssn: string | null;
                            statecode: string;
                            termid: number | null;
                            tierid: number | null;
                            vendorstatus: string | null;
                            vendorstatustypeid: number | null;
                            version: number;
                            w9date: string | null;
                            wcexempt: boolean;
                            wcexpirationdate: string | null;
                            workordercount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/addvendorrating/{vendorId}/{rating}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds one rating (1 to 5 in half steps); answers the new average and count. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rating: number;
                    vendorId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            numberofratings: number;
                            rating: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/attachfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: fields vendorid, attachmenttypeid (12 Vendor Profile, 13 COI, 14 W9, 15 WC, 23 ACH, 11 Other), optional expirationdate (COI/WC: moves the vendor's GL/WC end date forward); one or more file parts. notify=true mails the vendor a receipt. Allowed extensions: pdf, jpg, jpeg, png, gif, heic, doc, xls, msg, docx, xlsx, zip, txt, csv, html, htm, eml. All files are stored or none. */
        post: {
            parameters: {
                query?: {
                    notify?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                attachmenttype: string;
                                attachmenttypeid: number;
                                contenttype: string;
                                createdbyuser: string;
                                /** Format: date-time */
                                createddate: string;
                                displayname: string;
                                expirationdate: string | null;
                                filename: string;
                                id: number;
                                path: string;
                                size: number;
                                vendorid: number;
                                version: number;
                            }[];
                            vendordocuments: {
                                createdbyuser: string;
                                /** Format: date-time */
                                createddate: string;
                                displayname: string;
                                doctype: string;
                                filename: string;
                                id: number;
                                size: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/attachment/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file: inline for jpg, jpeg, png, gif, pdf, html, txt, a download otherwise. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Staff's attachments of the vendor and the documents the vendor uploaded from its profile. */
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                attachmenttype: string;
                                attachmenttypeid: number;
                                contenttype: string;
                                createdbyuser: string;
                                /** Format: date-time */
                                createddate: string;
                                displayname: string;
                                expirationdate: string | null;
                                filename: string;
                                id: number;
                                path: string;
                                size: number;
                                vendorid: number;
                                version: number;
                            }[];
                            vendordocuments: {
                                createdbyuser: string;
                                /** Format: date-time */
                                createddate: string;
                                displayname: string;
                                doctype: string;
                                filename: string;
                                id: number;
                                size: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/contact/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emailaddress?: string | null;
                        firstname: string;
                        /** @default false */
                        isprimary?: boolean;
                        lastname: string;
                        mobilephone?: string | null;
                        phone?: string | null;
                        title?: string | null;
                        vendorid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            vendorid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/contact/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/contact/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emailaddress?: string | null;
                        firstname: string;
                        id: number | string;
                        /** @default false */
                        isprimary?: boolean;
                        lastname: string;
                        mobilephone?: string | null;
                        phone?: string | null;
                        title?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            vendorid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            emailaddress: string | null;
                            firstname: string;
                            id: number;
                            isprimary: boolean;
                            lastname: string;
                            mobilephone: string | null;
                            phone: string | null;
                            title: string | null;
                            vendorid: number;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/copytrade/{tradeid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Copies the vendor trade {tradeid} (a vendortradeid) with its rates to the vendors listed ([{tradeid, vendorid}]); rates a target already has by name are kept. All or nothing; answers the source vendor's trades. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tradeid: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tradeid: number | string;
                        vendorid: number;
                    }[];
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                id: number;
                                isDeleted: boolean;
                                rates: {
                                    cities: {
                                        city: string;
                                        statecode: string;
                                    }[];
                                    counties: {
                                        county: string;
                                        statecode: string;
                                    }[];
                                    holidayrate: number | null;
                                    id: number;
                                    /** Format: date-time */
                                    lastupdated: string;
                                    markupcharge: number | null;
                                    name: string;
                                    overtimerate: number | null;
                                    regularrate: number;
                                    statecodes: string[];
                                    traderatetype: string;
                                    traderatetypeid: number;
                                    tripcharge: number | null;
                                    version: number;
                                    zipcodes: {
                                        statecode: string;
                                        zipcode: string;
                                    }[];
                                }[];
                                tradeid: number;
                                tradename: string;
                                vendorid: number;
                                vendortradeid: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/copytrade/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Active vendors (other than vendorid) a trade can be copied to, by name, 50 at most. */
        get: {
            parameters: {
                query: {
                    search?: string;
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            id: number;
                            name: string;
                            statecode: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/document/{vendorid}/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A compliance document the vendor uploaded from its profile (inline when previewable). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                    vendorid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pick lists of the vendor form: states, terms, tiers, status types. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            states: {
                                id: number;
                                statecode: string;
                                statename: string;
                            }[];
                            statustypes: {
                                statusid: number;
                                type: string;
                            }[];
                            terms: {
                                termdescription: string;
                                termid: number;
                            }[];
                            tiers: {
                                description: string;
                                id: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getopenworkorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    statusid?: number;
                    vendorid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/gettrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor's trades (not removed), each with its rates. */
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            isDeleted: boolean;
                            rates: {
                                cities: {
                                    city: string;
                                    statecode: string;
                                }[];
                                counties: {
                                    county: string;
                                    statecode: string;
                                }[];
                                holidayrate: number | null;
                                id: number;
                                /** Format: date-time */
                                lastupdated: string;
                                markupcharge: number | null;
                                name: string;
                                overtimerate: number | null;
                                regularrate: number;
                                statecodes: string[];
                                traderatetype: string;
                                traderatetypeid: number;
                                tripcharge: number | null;
                                version: number;
                                zipcodes: {
                                    statecode: string;
                                    zipcode: string;
                                }[];
                            }[];
                            tradeid: number;
                            tradename: string;
                            vendorid: number;
                            vendortradeid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getvendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The Vendors list (/vendor): one server page through the grid query (search, filters, sorts; saved views of page type v), with the compliance alert per row. */
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                autoattachenabled: boolean;
                                backgroundchecksrun: boolean;
                                city: string;
                                compliancealert: boolean;
                                dispatchemail: string | null;
                                glexpirationdate: string | null;
                                id: number;
                                isactive: boolean;
                                minnte: number | null;
                                name: string;
                                numberofratings: number;
                                paperworkcomplete: boolean;
                                postalcode: string;
                                primaryemail: string | null;
                                primaryphone: string | null;
                                rating: number | null;
                                secondaryphone: string | null;
                                statecode: string;
                                tierid: number | null;
                                trades: string | null;
                                vendorstatus: string | null;
                                vendorstatustypeid: number | null;
                                w9date: string | null;
                                wcexempt: boolean;
                                wcexpirationdate: string | null;
                                workordercount: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getvendorsforlookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every vendor by name (pickers). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            isactive: boolean;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getvendorstatustypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statusid: number;
                            type: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/getvendortiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor's work orders (History tab and the WO Count popup). */
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            completedate: string | null;
                            /** Format: date-time */
                            createddate: string;
                            customername: string;
                            dispatcher: string | null;
                            jobsite: {
                                jobsite: string;
                                jobsitedescription: string;
                            };
                            /** Format: date-time */
                            promisedate: string | null;
                            status: string;
                            statusid: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/note/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        cancustomersee?: boolean;
                        /** @default false */
                        canvendorsee?: boolean;
                        /** Format: html */
                        note: string;
                        vendorid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancustomersee: boolean;
                            canvendorsee: boolean;
                            createdbyname: string;
                            /** Format: date-time */
                            createddate: string;
                            id: number;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            vendorid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/note/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/note/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        cancustomersee?: boolean;
                        /** @default false */
                        canvendorsee?: boolean;
                        id: number | string;
                        /** Format: html */
                        note: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancustomersee: boolean;
                            canvendorsee: boolean;
                            createdbyname: string;
                            /** Format: date-time */
                            createddate: string;
                            id: number;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            vendorid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancustomersee: boolean;
                            canvendorsee: boolean;
                            createdbyname: string;
                            /** Format: date-time */
                            createddate: string;
                            id: number;
                            note: string;
                            /** Format: date-time */
                            updateddate: string;
                            vendorid: number;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor's payments (QuickBooks bill payments), newest first, with their lines. */
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            id: number;
                            paymentLines: {
                                appliedToTxnAmount: number;
                                appliedToTxnRefNumber: string | null;
                                id: number;
                                memo: string | null;
                                workorderid: number | null;
                            }[];
                            paymentType: string;
                            refNumber: string | null;
                            txnDate: string;
                            vendorid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/payments/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a pull of the vendor's QuickBooks bill payments (202 with the job id; 409 while one is running). */
        post: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rate/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new rate on a vendor trade with its states, cities, counties and ZIP codes. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cities?: {
                            city: string;
                            statecode: string;
                        }[];
                        counties?: {
                            county: string;
                            statecode: string;
                        }[];
                        holidayrate?: number | null;
                        markupcharge?: number | null;
                        name: string;
                        overtimerate?: number | null;
                        regularrate: number | string;
                        statecodes: string[];
                        traderatetypeid?: number;
                        tripcharge?: number | null;
                        vendortradeid: number | string;
                        zipcodes?: {
                            statecode: string;
                            zipcode: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rate/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rate/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description A vendor rate at its version (409 when stale); areas are replaced by the ones sent. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cities?: {
                            city: string;
                            statecode: string;
                        }[];
                        counties?: {
                            county: string;
                            statecode: string;
                        }[];
                        holidayrate?: number | null;
                        id: number | string;
                        markupcharge?: number | null;
                        name: string;
                        overtimerate?: number | null;
                        regularrate: number | string;
                        statecodes: string[];
                        traderatetypeid?: number;
                        tripcharge?: number | null;
                        version: number;
                        zipcodes?: {
                            statecode: string;
                            zipcode: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/removeattachment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    version: number | string;
                };
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new vendor; answers its id. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        address2?: string | null;
                        city: string;
                        country?: string | null;
                        county?: string | null;
                        dispatchemail?: string | null;
                        firstname?: string | null;
                        lastname?: string | null;
                        name: string;
                        postalcode: string;
                        primaryemail: string;
                        primaryext?: string | null;
                        primaryphone: string;
                        secondaryemail?: string | null;
                        secondaryext?: string | null;
                        secondaryphone?: string | null;
                        statecode: string;
                        termid: number;
                        tierid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A vendor's scorecard (acceptance, on-time arrival, SLA, first-time fix, invoice accuracy, cost vs the trade) overall and per trade, from the vendorscorecards rollup. */
        get: {
            parameters: {
                query: {
                    vendorid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            overall: {
                                acceptancerate: number | null;
                                acceptminutes: number | null;
                                averagecost: number | null;
                                costindex: number | null;
                                firsttimefix: number | null;
                                invoiceaccuracy: number | null;
                                lines: number;
                                ontimearrival: number | null;
                                score: number | null;
                                slacompliance: number | null;
                            };
                            refreshedat: string | null;
                            trades: {
                                acceptancerate: number | null;
                                acceptminutes: number | null;
                                averagecost: number | null;
                                costindex: number | null;
                                firsttimefix: number | null;
                                invoiceaccuracy: number | null;
                                lines: number;
                                ontimearrival: number | null;
                                score: number | null;
                                slacompliance: number | null;
                                tradeid: number;
                                tradename: string;
                            }[];
                            vendorid: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/searchbygeography": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Active vendors offering any of the trades in the chosen counties and cities (or, with states alone, the states): by address, coverage ZIP or (states only) States Serviced. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cities?: {
                            city: string;
                            statecode: string;
                        }[];
                        counties?: {
                            county: string;
                            statecode: string;
                        }[];
                        states?: string[];
                        trades: (number | string)[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                city: string;
                                compliance: {
                                    date: string | null;
                                    daysLeft: number | null;
                                    /** @enum {string} */
                                    doc: "GL" | "WC" | "W9";
                                    /** @enum {string} */
                                    state: "ok" | "expiring" | "expired" | "missing" | "exempt";
                                }[];
                                compliancealert: boolean;
                                county: string | null;
                                dispatchemail: string | null;
                                distancefromjob: number | null;
                                id: number;
                                ispreferredvendor: boolean;
                                /** @enum {string} */
                                matchedby: "location" | "coverage" | "servicestate";
                                name: string;
                                postalcode: string;
                                primaryphone: string | null;
                                score: number | null;
                                statecode: string;
                                tierid: number | null;
                                trades: string;
                                vendorstatus: string | null;
                                vendorstatustypeid: number | null;
                                wocount: number;
                            }[];
                            total: number;
                            truncated: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/searchbyradius": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Active vendors offering any of the trades within the radius (10/20/30/40/50/75/100 miles, default 50) of the ZIP's centre, or covering that ZIP (Import Zips); closest first, at most 1000. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        radius?: number;
                        trades: (number | string)[];
                        zip: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                city: string;
                                compliance: {
                                    date: string | null;
                                    daysLeft: number | null;
                                    /** @enum {string} */
                                    doc: "GL" | "WC" | "W9";
                                    /** @enum {string} */
                                    state: "ok" | "expiring" | "expired" | "missing" | "exempt";
                                }[];
                                compliancealert: boolean;
                                county: string | null;
                                dispatchemail: string | null;
                                distancefromjob: number | null;
                                id: number;
                                ispreferredvendor: boolean;
                                /** @enum {string} */
                                matchedby: "location" | "coverage" | "servicestate";
                                name: string;
                                postalcode: string;
                                primaryphone: string | null;
                                score: number | null;
                                statecode: string;
                                tierid: number | null;
                                trades: string;
                                vendorstatus: string | null;
                                vendorstatustypeid: number | null;
                                wocount: number;
                            }[];
                            total: number;
                            truncated: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/senddoc/{vendorid}/{doctype}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends the vendor a request for a document (doctype = a vendor attachment type id) through the outbox. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    doctype: number;
                    vendorid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            outboxid: number;
                            to: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/trade/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a trade the vendor lacks (a removed one comes back); answers the trades. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tradeid: number;
                        tradename?: string;
                        vendorid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                id: number;
                                isDeleted: boolean;
                                rates: {
                                    cities: {
                                        city: string;
                                        statecode: string;
                                    }[];
                                    counties: {
                                        county: string;
                                        statecode: string;
                                    }[];
                                    holidayrate: number | null;
                                    id: number;
                                    /** Format: date-time */
                                    lastupdated: string;
                                    markupcharge: number | null;
                                    name: string;
                                    overtimerate: number | null;
                                    regularrate: number;
                                    statecodes: string[];
                                    traderatetype: string;
                                    traderatetypeid: number;
                                    tripcharge: number | null;
                                    version: number;
                                    zipcodes: {
                                        statecode: string;
                                        zipcode: string;
                                    }[];
                                }[];
                                tradeid: number;
                                tradename: string;
                                vendorid: number;
                                vendortradeid: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/trade/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Removes a trade (isdeleted; its rates stay); answers the trades. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tradeid: number;
                        vendorid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                id: number;
                                isDeleted: boolean;
                                rates: {
                                    cities: {
                                        city: string;
                                        statecode: string;
                                    }[];
                                    counties: {
                                        county: string;
                                        statecode: string;
                                    }[];
                                    holidayrate: number | null;
                                    id: number;
                                    /** Format: date-time */
                                    lastupdated: string;
                                    markupcharge: number | null;
                                    name: string;
                                    overtimerate: number | null;
                                    regularrate: number;
                                    statecodes: string[];
                                    traderatetype: string;
                                    traderatetypeid: number;
                                    tripcharge: number | null;
                                    version: number;
                                    zipcodes: {
                                        statecode: string;
                                        zipcode: string;
                                    }[];
                                }[];
                                tradeid: number;
                                tradename: string;
                                vendorid: number;
                                vendortradeid: number;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The fields the user changed, at the vendor's version (a stale version answers 409; a field left out keeps its value). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        address2?: string | null;
                        allowlogin?: boolean;
                        autoattachenabled?: boolean;
                        backgroundchecksrun?: boolean;
                        billingvendorid?: string | null;
                        city?: string;
                        country?: string | null;
                        county?: string | null;
                        dispatchemail?: string | null;
                        firstname?: string | null;
                        glexpirationdate?: (string | "") | null;
                        id: number | string;
                        isactive?: boolean;
                        isbadgerequired?: boolean;
                        isnationwide?: boolean;
                        ispreferredvendor?: boolean;
                        isQuoteOnly?: boolean;
                        isstatewide?: boolean;
                        lastname?: string | null;
                        minnte?: (number | string) | null;
                        name?: string;
                        paperworkcomplete?: boolean;
                        postalcode?: string;
                        primaryemail?: string;
                        primaryext?: string | null;
                        primaryphone?: string;
                        profiledate?: (string | "") | null;
                        secondaryemail?: string | null;
                        secondaryext?: string | null;
                        secondaryphone?: string | null;
                        servicestates?: {
                            states: {
                                id: number;
                                statecode?: string;
                            }[];
                        };
                        ssn?: string | null;
                        statecode?: string;
                        termid?: number;
                        tierid?: number;
                        vendorstatustypeid?: number | null;
                        version: number;
                        w9date?: (string | "") | null;
                        wcexempt?: boolean;
                        wcexpirationdate?: (string | "") | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            address2: string | null;
                            allowlogin: boolean;
                            autoattachenabled: boolean;
                            backgroundchecksrun: boolean;
                            billingvendorid: string | null;
                            city: string;
                            compliancealert: boolean;
                            country: string | null;
                            county: string | null;
                            dispatchemail: string | null;
                            firstname: string | null;
                            glexpirationdate: string | null;
                            id: number;
                            isactive: boolean;
                            isbadgerequired: boolean;
                            isnationwide: boolean;
                            ispreferredvendor: boolean;
                            isQuoteOnly: boolean;
                            isstatewide: boolean;
                            lastname: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            minnte: number | null;
                            name: string;
                            numberofratings: number;
                            paperworkcomplete: boolean;
                            postalcode: string;
                            primaryemail: string | null;
                            primaryext: string | null;
                            primaryphone: string | null;
                            profiledate: string | null;
                            rating: number | null;
                            secondaryemail: string | null;
                            secondaryext: string | null;
                            secondaryphone: string | null;
                            servicestates: {
                                states: {
                                    id: number;
                                    statecode: string;
                                }[];
                            };
                            ssn: string | null;
                            statecode: string;
                            termid: number | null;
                            tierid: number | null;
                            vendorstatus: string | null;
                            vendorstatustypeid: number | null;
                            version: number;
                            w9date: string | null;
                            wcexempt: boolean;
                            wcexpirationdate: string | null;
                            workordercount: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/updateattachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attachmenttypeid: number;
                        displayname: string;
                        expirationdate?: (string | "") | null;
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            /** Format: date-time */
                            createddate: string;
                            displayname: string;
                            expirationdate: string | null;
                            filename: string;
                            id: number;
                            path: string;
                            size: number;
                            vendorid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/validateaddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The new-vendor form's address normalised and checked against the ZIP data (400 naming the fields when it cannot be), and an existing vendor with the same address, primary e-mail or phone. Writes nothing. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        address2?: string | null;
                        city: string;
                        country?: string | null;
                        county?: string | null;
                        dispatchemail?: string | null;
                        firstname?: string | null;
                        lastname?: string | null;
                        name: string;
                        postalcode: string;
                        primaryemail: string;
                        primaryext?: string | null;
                        primaryphone: string;
                        secondaryemail?: string | null;
                        secondaryext?: string | null;
                        secondaryphone?: string | null;
                        statecode: string;
                        termid: number;
                        tierid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            address2: string | null;
                            city: string;
                            corrected: boolean;
                            county: string | null;
                            existingAddress: boolean;
                            existingVendorId: number | null;
                            existingVendorName: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            /** @enum {string|null} */
                            matchedOn: "address" | "email" | "phone" | null;
                            postalCode: string;
                            state: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The vendor accepts the dispatch on its line with an ETA (own orders only, 404 otherwise). A second decision answers 409 already_decided. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        eta: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            workordervendorid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/assigntech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Assign Tech popup: one of the caller's vendor's technicians, or none (techid null). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        techid?: number | null;
                        version: number;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            briefdescription: string;
                            city: string | null;
                            completedate: string | null;
                            customername: string;
                            description: string | null;
                            dispatchdate: string | null;
                            dispatcher: string | null;
                            duedate: string | null;
                            id: number;
                            jobsite: string | null;
                            locked: boolean;
                            ponumber: string | null;
                            postalcode: string | null;
                            priority: string | null;
                            scheduledate: string | null;
                            sitephone: string | null;
                            specialprocedure: string | null;
                            statecode: string | null;
                            status: string;
                            statusid: number;
                            streetaddress: string | null;
                            techid: number | null;
                            techname: string | null;
                            trades: string[];
                            vendornote: string | null;
                            version: number;
                            wonumber: string;
                            workordervendorid: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/attachfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: fields workorderid, attachmenttypeid (a portal type); file parts as for /api/workorder/attachfile (extensions pdf, jpg, jpeg, png, gif, heic, doc, xls, msg, docx, xlsx, zip, txt, csv, html, htm, eml). Filed under the caller's own vendor line. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            phototag?: string | null;
                            previewable: boolean;
                            size: number;
                            version: number;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/attachmenttypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Attachment types offered in the portal. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/changetechpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Change Password: sets the tech's password (argon2id) in the built-in identity provider and revokes its sessions. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmpassword: string;
                        password: string;
                        user_id: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revokedsessions: number;
                            user_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Check in on site: inside the job site's geofence (accuracy counted), or anywhere when the order overrides geofencing. Sets onsitedate; writes a System note. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm?: boolean;
                        /** Format: date-time */
                        occurredat?: string;
                        position?: {
                            accuracy: number;
                            latitude: number;
                            longitude: number;
                        } | null;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                accuracy: number | null;
                                at: string;
                                confirmedby: string | null;
                                distance: number | null;
                                id: number;
                                /** @enum {string} */
                                kind: "in" | "out";
                                latitude: number | null;
                                longitude: number | null;
                                /** @enum {string} */
                                method: "gps" | "override" | "code";
                                resolution: string | null;
                                user: string;
                                workcomplete: boolean | null;
                            };
                            onsitedate: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/checkin/{workOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whether the caller is checked in on this order now (own vendor's orders only). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workOrderId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            at: string | null;
                            checkedin: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/checkincode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The phone fallback: a 6-digit code (30 minutes) the tech reads to the dispatcher. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            expiresat: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Check out: closes the caller's check-in with a resolution note; work complete sets the complete date. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        occurredat?: string;
                        position?: {
                            accuracy: number;
                            latitude: number;
                            longitude: number;
                        } | null;
                        resolution: string;
                        signature?: {
                            name: string;
                            png?: string;
                        };
                        workcomplete?: boolean;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                accuracy: number | null;
                                at: string;
                                confirmedby: string | null;
                                distance: number | null;
                                id: number;
                                /** @enum {string} */
                                kind: "in" | "out";
                                latitude: number | null;
                                longitude: number | null;
                                /** @enum {string} */
                                method: "gps" | "override" | "code";
                                resolution: string | null;
                                user: string;
                                workcomplete: boolean | null;
                            };
                            onsitedate: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/cloneinvoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            invoiceamount: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicestatus: string;
                            invoicestatusid: number;
                            jobsiteid: number;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalid: number | null;
                            proposalnumber: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/cloneproposal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                createdbyname: string;
                                createddate: string;
                                displayname: string;
                                id: number;
                            }[];
                            description: string | null;
                            id: number;
                            invoiceid: number | null;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalamount: number;
                            proposaldate: string;
                            proposalnumber: string;
                            proposalstatus: string;
                            proposalstatusid: number;
                            rejectionnote: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/createinvoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A draft invoice from the approved (status 3) proposal {id}, with its lines. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        invoicedate?: (string | "") | null;
                        invoicenumber: string;
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            invoiceamount: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicestatus: string;
                            invoicestatusid: number;
                            jobsiteid: number;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalid: number | null;
                            proposalnumber: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/createtech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        blocked?: boolean;
                        email: string;
                        family_name: string;
                        given_name: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            email: string;
                            family_name: string;
                            given_name: string;
                            isactive: boolean;
                            logins_count: number;
                            name: string;
                            user_id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/currentvendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's own vendor (data.vendor). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            vendor: {
                                address: string;
                                address2: string | null;
                                city: string;
                                dispatchemail: string | null;
                                firstname: string | null;
                                glexpirationdate: string | null;
                                id: number;
                                lastname: string | null;
                                name: string;
                                paperworkcomplete: boolean;
                                postalcode: string;
                                primaryemail: string | null;
                                primaryphone: string | null;
                                profiledate: string | null;
                                secondaryemail: string | null;
                                secondaryphone: string | null;
                                statecode: string;
                                version: number;
                                w9date: string | null;
                                wcexempt: boolean;
                                wcexpirationdate: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The vendor declines the dispatch on its line with a reason (own orders only, 404 otherwise). A second decision answers 409 already_decided. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            workordervendorid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/deleteinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Draft (status 1) only. */
        delete: {
            parameters: {
                query: {
                    invoiceId: number | string;
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/deleteproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Draft (status 1) only. */
        delete: {
            parameters: {
                query: {
                    proposalId: number | string;
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/document/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One of the vendor's own documents. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor's compliance documents. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            /** @enum {string} */
                            doctype: "W9" | "GL" | "WC" | "Profile";
                            filename: string;
                            id: number;
                            size: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/generatevendorinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description HTML preview (preview: true) or PDF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format?: "html" | "pdf";
                        invoiceid: number | string;
                        preview?: boolean;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/generatevendorproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description HTML preview (preview: true) or PDF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format?: "html" | "pdf";
                        preview?: boolean;
                        proposalid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/getworkorders/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    flagged?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                };
                header?: never;
                path: {
                    status: "open" | "invoiced" | "cancelled";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/importinvoiceitems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: field invoiceid (optional version) and exactly one .xlsx or .xls file (at most ATTACHMENT_MAX_MB). First row names the columns: Type, Description, Part Number, Unit, Quantity, Unit Price, Skill Level, Rate Type, Techs, Hours, Hourly Rate. Every row is checked like a typed line; one bad row refuses the file (400, fields name each row) and nothing is imported. Draft only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            labor: number;
                            materials: number;
                            other: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/importproposalitems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: field proposalid (optional version) and exactly one .xlsx or .xls file (at most ATTACHMENT_MAX_MB). First row names the columns: Type, Description, Part Number, Unit, Quantity, Unit Price, Skill Level, Rate Type, Techs, Hours, Hourly Rate. Every row is checked like a typed line; one bad row refuses the file (400, fields name each row) and nothing is imported. Draft only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            labor: number;
                            materials: number;
                            other: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/newproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        labor?: {
                            hourlyrate: number | string;
                            numberofhours: number;
                            numberoftechs: number;
                            skilllevelid: number;
                            typeid: number;
                        }[];
                        materials?: {
                            description: string;
                            partnumber?: string | null;
                            quantity: number;
                            unitprice: number;
                            uomid: number;
                        }[];
                        note?: string | null;
                        other?: {
                            description?: string | null;
                            quantity: number;
                            typeid: number;
                            unitprice: number;
                        }[];
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                createdbyname: string;
                                createddate: string;
                                displayname: string;
                                id: number;
                            }[];
                            description: string | null;
                            id: number;
                            invoiceid: number | null;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalamount: number;
                            proposaldate: string;
                            proposalnumber: string;
                            proposalstatus: string;
                            proposalstatusid: number;
                            rejectionnote: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/notes/{workOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Notes the vendor may see (canvendorsee): Vendor and Client and Vendor notes, and its own. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workOrderId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createdDate: string;
                            customerupdated: boolean;
                            emails: string | null;
                            emailuserids: number[] | null;
                            highpriority: boolean;
                            id: number;
                            includecustomer: boolean;
                            note: string;
                            pertainsto: number;
                            type: string;
                            typeid: number;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/nteraise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The vendor asks for a higher NTE on one of its open orders, with a reason. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        requestednte: number | string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createddate: string;
                            currentnte: number | null;
                            decidedat: string | null;
                            decisionnote: string | null;
                            id: number;
                            reason: string;
                            requestednte: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/nteraises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nte: number | null;
                            raises: {
                                createddate: string;
                                currentnte: number | null;
                                decidedat: string | null;
                                decisionnote: string | null;
                                id: number;
                                reason: string;
                                requestednte: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                vendorid: number;
                                vendorname: string;
                                version: number;
                                workorderid: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/proposalattachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes a file from a draft proposal. */
        delete: {
            parameters: {
                query: {
                    attachmentId: number;
                    proposalId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/proposalattachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: field proposalid and up to 20 files (each up to ATTACHMENT_MAX_MB; pdf, jpg, jpeg, png, gif, heic, doc, xls, msg, docx, xlsx, zip, txt, csv, html, htm, eml; content must match the extension). Stored as work-order attachments of type Vendor Proposal on the caller's vendor line and linked to the draft proposal; all files or none. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/savenote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emails?: string | null;
                        /** Format: html */
                        note: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createdDate: string;
                            customerupdated: boolean;
                            emails: string | null;
                            emailuserids: number[] | null;
                            highpriority: boolean;
                            id: number;
                            includecustomer: boolean;
                            note: string;
                            pertainsto: number;
                            type: string;
                            typeid: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/techs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's vendor's technicians. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            email: string;
                            family_name: string;
                            given_name: string;
                            isactive: boolean;
                            logins_count: number;
                            name: string;
                            user_id: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Today: the caller's open orders scheduled today or overdue, earliest first (Tech: assigned to them). */
        get: {
            parameters: {
                query?: {
                    search?: string | null;
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            address: string;
                            checkedin: boolean;
                            id: number;
                            jobsite: string;
                            latitude: number | null;
                            longitude: number | null;
                            overdue: boolean;
                            priority: string | null;
                            scheduledate: string | null;
                            sitephone: string | null;
                            status: string;
                            wonumber: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/updateinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Draft (status 1) only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        id: number | string;
                        invoicedate?: (string | "") | null;
                        invoicenumber: string;
                        labor?: {
                            hourlyrate: number | string;
                            numberofhours: number;
                            numberoftechs: number;
                            skilllevelid: number;
                            typeid: number;
                        }[];
                        materials?: {
                            description: string;
                            partnumber?: string | null;
                            quantity: number;
                            unitprice: number;
                            uomid: number;
                        }[];
                        note?: string | null;
                        other?: {
                            description?: string | null;
                            quantity: number;
                            typeid: number;
                            unitprice: number;
                        }[];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            invoiceamount: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicestatus: string;
                            invoicestatusid: number;
                            jobsiteid: number;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalid: number | null;
                            proposalnumber: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/updateinvoicestatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Submit: invoiceStatusId 2, from draft only. The vendor line then shows the invoice number and amount (Cost) for staff to approve on the Vendor tab. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceId: number | string;
                        invoiceStatusId: number;
                        note?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            invoiceamount: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicestatus: string;
                            invoicestatusid: number;
                            jobsiteid: number;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalid: number | null;
                            proposalnumber: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/updateproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Draft (status 1) only. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        id: number | string;
                        labor?: {
                            hourlyrate: number | string;
                            numberofhours: number;
                            numberoftechs: number;
                            skilllevelid: number;
                            typeid: number;
                        }[];
                        materials?: {
                            description: string;
                            partnumber?: string | null;
                            quantity: number;
                            unitprice: number;
                            uomid: number;
                        }[];
                        note?: string | null;
                        other?: {
                            description?: string | null;
                            quantity: number;
                            typeid: number;
                            unitprice: number;
                        }[];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                createdbyname: string;
                                createddate: string;
                                displayname: string;
                                id: number;
                            }[];
                            description: string | null;
                            id: number;
                            invoiceid: number | null;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalamount: number;
                            proposaldate: string;
                            proposalnumber: string;
                            proposalstatus: string;
                            proposalstatusid: number;
                            rejectionnote: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/updateproposalstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Submit: proposalStatusId 2, from draft (1) only. Approve and reject are staff decisions (403). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        proposalId: number | string;
                        proposalStatusId: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                createdbyname: string;
                                createddate: string;
                                displayname: string;
                                id: number;
                            }[];
                            description: string | null;
                            id: number;
                            invoiceid: number | null;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalamount: number;
                            proposaldate: string;
                            proposalnumber: string;
                            proposalstatus: string;
                            proposalstatusid: number;
                            rejectionnote: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/updatetech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        blocked: boolean;
                        email: string;
                        family_name: string;
                        given_name: string;
                        user_id: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            email: string;
                            family_name: string;
                            given_name: string;
                            isactive: boolean;
                            logins_count: number;
                            name: string;
                            user_id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/vendorprofile/updateworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Save of the vendor detail: schedule date, assigned technician, the vendor's note. Writes 'Vendor Updated.' and notifies the dispatcher. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        note?: string | null;
                        scheduledate?: (string | "") | null;
                        techid?: number | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            briefdescription: string;
                            city: string | null;
                            completedate: string | null;
                            customername: string;
                            description: string | null;
                            dispatchdate: string | null;
                            dispatcher: string | null;
                            duedate: string | null;
                            id: number;
                            jobsite: string | null;
                            locked: boolean;
                            ponumber: string | null;
                            postalcode: string | null;
                            priority: string | null;
                            scheduledate: string | null;
                            sitephone: string | null;
                            specialprocedure: string | null;
                            statecode: string | null;
                            status: string;
                            statusid: number;
                            streetaddress: string | null;
                            techid: number | null;
                            techname: string | null;
                            trades: string[];
                            vendornote: string | null;
                            version: number;
                            wonumber: string;
                            workordervendorid: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/uploaddocument": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: doctype (W9, GL, WC, Profile), optional date (sets the vendor's date field), one file. Answers 'A new document has been uplaoded for review.' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: {
                                createdbyuser: string;
                                createddate: string;
                                displayname: string;
                                /** @enum {string} */
                                doctype: "W9" | "GL" | "WC" | "Profile";
                                filename: string;
                                id: number;
                                size: number;
                            };
                            /** @enum {string} */
                            message: "A new document has been uplaoded for review.";
                            vendor: {
                                address: string;
                                address2: string | null;
                                city: string;
                                dispatchemail: string | null;
                                firstname: string | null;
                                glexpirationdate: string | null;
                                id: number;
                                lastname: string | null;
                                name: string;
                                paperworkcomplete: boolean;
                                postalcode: string;
                                primaryemail: string | null;
                                primaryphone: string | null;
                                profiledate: string | null;
                                secondaryemail: string | null;
                                secondaryphone: string | null;
                                statecode: string;
                                version: number;
                                w9date: string | null;
                                wcexempt: boolean;
                                wcexpirationdate: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendornotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description My Profile's notes: the caller's own vendor's notes flagged canvendorsee, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            /** Format: date-time */
                            createddate: string;
                            id: number;
                            note: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendorworkorderinvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's vendor's invoices on one work order (workorderid), or all of them in one status. */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "waiting" | "approved" | "rejected";
                    vendorid?: number;
                    workorderid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                description: string;
                                id: number;
                                invoiceamount: number;
                                invoicedate: string;
                                invoicenumber: string;
                                invoicestatus: string;
                                invoicestatusid: number;
                                jobsiteid: number;
                                labor: {
                                    hourlyrate: number;
                                    id: number;
                                    numberofhours: number;
                                    numberoftechs: number;
                                    skilllevelid: number;
                                    total: number;
                                    typeid: number;
                                }[];
                                materials: {
                                    description: string;
                                    id: number;
                                    partnumber: string | null;
                                    quantity: number;
                                    total: number;
                                    unitprice: number;
                                    uom: string | null;
                                    uomid: number | null;
                                }[];
                                note: string | null;
                                other: {
                                    description: string | null;
                                    id: number;
                                    quantity: number;
                                    total: number;
                                    typeid: number;
                                    unitprice: number;
                                }[];
                                proposalid: number | null;
                                proposalnumber: string | null;
                                vendorid: number;
                                vendorname: string;
                                version: number;
                                wonumber: string;
                                workorderid: number;
                            }[];
                            lists: {
                                othertypes: {
                                    id: number;
                                    name: string;
                                }[];
                                ratetypes: {
                                    id: number;
                                    multiplier: number;
                                    name: string;
                                }[];
                                skilltypes: {
                                    id: number;
                                    name: string;
                                }[];
                                uoms: {
                                    id: number;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendorworkorderinvoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Invoices.xlsx: the same rows as vendorworkorderinvoices (one work order or one status). */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "waiting" | "approved" | "rejected";
                    vendorid?: number;
                    workorderid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendorworkorderproposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's vendor's proposals on one work order (workorderid), or all of them in one status (status=open|waiting|approved|rejected). */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "waiting" | "approved" | "rejected";
                    vendorid?: number;
                    workorderid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lists: {
                                othertypes: {
                                    id: number;
                                    name: string;
                                }[];
                                ratetypes: {
                                    id: number;
                                    multiplier: number;
                                    name: string;
                                }[];
                                skilltypes: {
                                    id: number;
                                    name: string;
                                }[];
                                uoms: {
                                    id: number;
                                    name: string;
                                }[];
                            };
                            proposals: {
                                attachments: {
                                    createdbyname: string;
                                    createddate: string;
                                    displayname: string;
                                    id: number;
                                }[];
                                description: string | null;
                                id: number;
                                invoiceid: number | null;
                                labor: {
                                    hourlyrate: number;
                                    id: number;
                                    numberofhours: number;
                                    numberoftechs: number;
                                    skilllevelid: number;
                                    total: number;
                                    typeid: number;
                                }[];
                                materials: {
                                    description: string;
                                    id: number;
                                    partnumber: string | null;
                                    quantity: number;
                                    total: number;
                                    unitprice: number;
                                    uom: string | null;
                                    uomid: number | null;
                                }[];
                                note: string | null;
                                other: {
                                    description: string | null;
                                    id: number;
                                    quantity: number;
                                    total: number;
                                    typeid: number;
                                    unitprice: number;
                                }[];
                                proposalamount: number;
                                proposaldate: string;
                                proposalnumber: string;
                                proposalstatus: string;
                                proposalstatusid: number;
                                rejectionnote: string | null;
                                vendorid: number;
                                vendorname: string;
                                version: number;
                                wonumber: string;
                                workorderid: number;
                                workordervendorid: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendorworkorderproposals/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Proposals.xlsx: the same rows as vendorworkorderproposals (one work order or one status). */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "waiting" | "approved" | "rejected";
                    vendorid?: number;
                    workorderid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/vendorworkorderproposals/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            othertypes: {
                                id: number;
                                name: string;
                            }[];
                            ratetypes: {
                                id: number;
                                multiplier: number;
                                name: string;
                            }[];
                            skilltypes: {
                                id: number;
                                name: string;
                            }[];
                            uoms: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorprofile/workorder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vendor-facing work-order detail: header and Work Order tab, own orders only. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            briefdescription: string;
                            city: string | null;
                            completedate: string | null;
                            customername: string;
                            description: string | null;
                            dispatchdate: string | null;
                            dispatcher: string | null;
                            duedate: string | null;
                            id: number;
                            jobsite: string | null;
                            locked: boolean;
                            ponumber: string | null;
                            postalcode: string | null;
                            priority: string | null;
                            scheduledate: string | null;
                            sitephone: string | null;
                            specialprocedure: string | null;
                            statecode: string | null;
                            status: string;
                            statusid: number;
                            streetaddress: string | null;
                            techid: number | null;
                            techname: string | null;
                            trades: string[];
                            vendornote: string | null;
                            version: number;
                            wonumber: string;
                            workordervendorid: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendorresponse/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Public: what a dispatch e-mail's Accept / Decline link decides and whether it still works. Reading it decides nothing (e-mail scanners pre-fetch links). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            briefdescription: string;
                            city: string | null;
                            /** @enum {string} */
                            decision: "accept" | "decline";
                            expiresat: string;
                            /** @enum {string} */
                            state: "open" | "expired" | "used";
                            statecode: string | null;
                            vendorname: string;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Public: the confirmation form of a dispatch e-mail's link (ETA to accept, reason to decline). Single use; 404 unknown, 409 link_used, 410 link_expired, 409 already_decided. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        eta?: (string | "") | null;
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            decision: "accept" | "decline";
                            wonumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/createview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    isDefault?: "true" | "false";
                    viewName: string;
                    viewType: "w" | "c" | "v" | "d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        columns?: {
                            index: number;
                            name: string;
                            /** @default true */
                            visible?: boolean;
                            width?: number;
                        }[];
                        /** @default [] */
                        filters?: {
                            column: string;
                            /** @enum {string} */
                            op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                            value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                            value2?: (string | number | boolean) | null;
                        }[];
                        /** @default 20 */
                        pageSize?: number;
                        quick?: {
                            [key: string]: string | boolean;
                        };
                        /** @default  */
                        search?: string;
                        /** @default [] */
                        sort?: {
                            column: string;
                            /** @default false */
                            desc?: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isdefault: boolean;
                            /** @enum {string} */
                            pagetype: "w" | "c" | "v" | "d";
                            view: {
                                /** @default [] */
                                columns: {
                                    index: number;
                                    name: string;
                                    /** @default true */
                                    visible: boolean;
                                    width?: number;
                                }[];
                                /** @default [] */
                                filters: {
                                    column: string;
                                    /** @enum {string} */
                                    op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                                    value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                                    value2?: (string | number | boolean) | null;
                                }[];
                                /** @default 20 */
                                pageSize: number;
                                quick?: {
                                    [key: string]: string | boolean;
                                };
                                /** @default  */
                                search: string;
                                /** @default [] */
                                sort: {
                                    column: string;
                                    /** @default false */
                                    desc: boolean;
                                }[];
                            };
                            viewid: number;
                            viewname: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/getuserviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    pagetype: "w" | "c" | "v" | "d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isdefault: boolean;
                            viewid: number;
                            viewname: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/getview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    viewId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isdefault: boolean;
                            /** @enum {string} */
                            pagetype: "w" | "c" | "v" | "d";
                            view: {
                                /** @default [] */
                                columns: {
                                    index: number;
                                    name: string;
                                    /** @default true */
                                    visible: boolean;
                                    width?: number;
                                }[];
                                /** @default [] */
                                filters: {
                                    column: string;
                                    /** @enum {string} */
                                    op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                                    value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                                    value2?: (string | number | boolean) | null;
                                }[];
                                /** @default 20 */
                                pageSize: number;
                                quick?: {
                                    [key: string]: string | boolean;
                                };
                                /** @default  */
                                search: string;
                                /** @default [] */
                                sort: {
                                    column: string;
                                    /** @default false */
                                    desc: boolean;
                                }[];
                            };
                            viewid: number;
                            viewname: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/removeview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    viewId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removed: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/resetmyview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    viewType: "w" | "c" | "v" | "d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reset: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view/updateview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    isDefault?: "true" | "false";
                    viewId: number | string;
                    viewName?: string;
                    viewType: "w" | "c" | "v" | "d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        columns?: {
                            index: number;
                            name: string;
                            /** @default true */
                            visible?: boolean;
                            width?: number;
                        }[];
                        /** @default [] */
                        filters?: {
                            column: string;
                            /** @enum {string} */
                            op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                            value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                            value2?: (string | number | boolean) | null;
                        }[];
                        /** @default 20 */
                        pageSize?: number;
                        quick?: {
                            [key: string]: string | boolean;
                        };
                        /** @default  */
                        search?: string;
                        /** @default [] */
                        sort?: {
                            column: string;
                            /** @default false */
                            desc?: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isdefault: boolean;
                            /** @enum {string} */
                            pagetype: "w" | "c" | "v" | "d";
                            view: {
                                /** @default [] */
                                columns: {
                                    index: number;
                                    name: string;
                                    /** @default true */
                                    visible: boolean;
                                    width?: number;
                                }[];
                                /** @default [] */
                                filters: {
                                    column: string;
                                    /** @enum {string} */
                                    op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                                    value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                                    value2?: (string | number | boolean) | null;
                                }[];
                                /** @default 20 */
                                pageSize: number;
                                quick?: {
                                    [key: string]: string | boolean;
                                };
                                /** @default  */
                                search: string;
                                /** @default [] */
                                sort: {
                                    column: string;
                                    /** @default false */
                                    desc: boolean;
                                }[];
                            };
                            viewid: number;
                            viewname: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/addspecialnote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query: {
                    workOrderId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: html */
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createdDate: string;
                            customerupdated: boolean;
                            emails: string | null;
                            emailuserids: number[] | null;
                            highpriority: boolean;
                            id: number;
                            includecustomer: boolean;
                            note: string;
                            pertainsto: number;
                            type: string;
                            typeid: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/approveinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Answers the work order's invoice list (spec 2 §7). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceid: number | string;
                        reason?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/approveproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Spec 2 §4 approve rule; the derived status follows (Complete / Approved / Rejected). */
        put: {
            parameters: {
                query: {
                    id: number | string;
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/approvevendorinvoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                approveInvoice: boolean;
                                approver: boolean;
                                attachInvoice: boolean;
                                cancelVendor: boolean;
                                createProposal: boolean;
                                detach: boolean;
                                edit: boolean;
                                flagNod: boolean;
                                qc: boolean;
                                quoteOnlyRequest: boolean;
                                sendableNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                sendTicket: boolean;
                                statusNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                unapproveInvoice: boolean;
                            };
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            autoapproved: boolean;
                            cost: number;
                            createddate: string;
                            dispatchemail: string | null;
                            eventcounts: {
                                cwopcount: number;
                                dispatchedcount: number;
                                nodmissingcount: number;
                                nodqualitycount: number;
                                nodwrongamountcount: number;
                                nodwrongratescount: number;
                                pendingproposalcount: number;
                                tbscount: number;
                                toscount: number;
                                woticketcount: number;
                            };
                            failedrules: {
                                key: string;
                                message: string;
                            }[];
                            id: number;
                            invnumber: string | null;
                            invoiceamount: number | null;
                            /** Format: date */
                            invoicedate: string | null;
                            isapproved: boolean;
                            minnte: number | null;
                            nodflagged: boolean;
                            note: string | null;
                            paidbycc: boolean;
                            primaryphone: string | null;
                            quotedamount: number;
                            quoteonly: boolean;
                            status: string | null;
                            tradeid: number | null;
                            tradename: string | null;
                            vendoraddress: string;
                            vendorcity: string;
                            vendorid: number;
                            vendorname: string;
                            vendorstate: string;
                            vendorzip: string;
                            version: number;
                            workordervendorid: number;
                            wovendorid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/attachfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: fields workorderid, attachmenttypeid, optional workordervendorid; one or more file parts (at most 20, each up to ATTACHMENT_MAX_MB). Allowed extensions: pdf, jpg, jpeg, png, gif, heic, doc, xls, msg, docx, xlsx, zip, txt, csv, html, htm, eml; content must match the extension. All files are stored or none. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            phototag?: string | null;
                            previewable: boolean;
                            size: number;
                            version: number;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/attachment/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file: inline for jpg, jpeg, png, pdf, html, txt, a download otherwise. HTML and text are served in a sandboxed, script-less document. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The Attachments tab grid, newest first. Vendors/techs see their orders' files except other vendors' lines; customers see their orders' files that belong to no vendor line. */
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            phototag?: string | null;
                            previewable: boolean;
                            size: number;
                            version: number;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/attachments/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 'Download Selected': the chosen attachments of one work order as {wonumber}_attachments.zip. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: (number | string)[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/autodispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The order's automatic dispatch: state, trade, wait, and each offer with its outcome. */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canStop: boolean;
                            endedat: string | null;
                            offers: {
                                expiresat: string;
                                offeredat: string;
                                /** @enum {string} */
                                outcome: "pending" | "accepted" | "declined" | "expired" | "stopped";
                                rank: number;
                                reason: string | null;
                                vendorid: number;
                                vendorname: string;
                            }[];
                            startedat: string | null;
                            /** @enum {string} */
                            state: "none" | "running" | "accepted" | "exhausted" | "stopped";
                            tradename: string | null;
                            waitminutes: number | null;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/autodispatch/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A dispatcher stops the order's automatic dispatch and takes over (400 invalid_state when none is running). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canStop: boolean;
                            endedat: string | null;
                            offers: {
                                expiresat: string;
                                offeredat: string;
                                /** @enum {string} */
                                outcome: "pending" | "accepted" | "declined" | "expired" | "stopped";
                                rank: number;
                                reason: string | null;
                                vendorid: number;
                                vendorname: string;
                            }[];
                            startedat: string | null;
                            /** @enum {string} */
                            state: "none" | "running" | "accepted" | "exhausted" | "stopped";
                            tradename: string | null;
                            waitminutes: number | null;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/checkins/{workOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The check-in trail of an order with its site's point and radius (detail page map). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workOrderId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                accuracy: number | null;
                                at: string;
                                confirmedby: string | null;
                                distance: number | null;
                                id: number;
                                /** @enum {string} */
                                kind: "in" | "out";
                                latitude: number | null;
                                longitude: number | null;
                                /** @enum {string} */
                                method: "gps" | "override" | "code";
                                resolution: string | null;
                                user: string;
                                workcomplete: boolean | null;
                            }[];
                            onsite: boolean;
                            radius: number;
                            site: {
                                latitude: number;
                                longitude: number;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/cloneproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        proposalId: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/completeproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Spec 2 §4 complete rule; the derived status follows (Complete / Approved / Rejected). */
        put: {
            parameters: {
                query: {
                    id: number | string;
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/confirmcheckincode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The dispatcher confirms the code a tech read out: the tech is checked in (method code). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                accuracy: number | null;
                                at: string;
                                confirmedby: string | null;
                                distance: number | null;
                                id: number;
                                /** @enum {string} */
                                kind: "in" | "out";
                                latitude: number | null;
                                longitude: number | null;
                                /** @enum {string} */
                                method: "gps" | "override" | "code";
                                resolution: string | null;
                                user: string;
                                workcomplete: boolean | null;
                            };
                            onsitedate: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/convertproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Create Invoice from an approved proposal (spec 2 §4). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/convertvendorproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        proposalid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/createchildworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/createwoemailitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a notice to a vendor of the work order (one its status offers); answers 201. With type 1 the document (PDF) is returned instead of e-mailed. actionType cancel_vendor is the Cancel Vendor command of the vendor lines (update:workorder, not on Invoiced/Cancelled orders or approved lines). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        actionType: "signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS";
                        type?: number | null;
                        vendorId?: number;
                        workOrderId: number | string;
                        workOrderVendorId?: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eventid: number;
                            mailid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/customerpocheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                    ponumber: string;
                    workorderid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exists: boolean;
                            workorders: {
                                id: number;
                                wonumber: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/exportworkorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Same query as getworkorders; `columns` is a comma-separated list of list-row fields; `ids` (comma-separated) narrows it to the selected rows. */
        get: {
            parameters: {
                query?: {
                    columns?: string[];
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    flagged?: "true" | "false";
                    ids?: number[];
                    mine?: "true" | "false";
                    overdue?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sla?: "atrisk" | "breached";
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    status?: ("active" | "all") | number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/flagnod/{wovendorid}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: "true" | "false";
                    wovendorid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nodflagged: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/generatesignoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign-off ticket PDF, saved by the browser as '{wonumber}_signoff.pdf'. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workOrderId: number | string;
                        workOrderVendorId: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/generatewoinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Invoice as HTML (preview) or PDF. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format?: "html" | "pdf";
                        invoiceid: number | string;
                        preview?: boolean;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/generatewoproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Proposal as HTML (preview), PDF or Word; files carry their name in Content-Disposition. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format?: "html" | "pdf" | "docx";
                        preview?: boolean;
                        proposalid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/generatewordwoinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Invoice as a Word file named '{wonumber}_invoice_{invoicenumber}.docx' (Content-Disposition). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getattachmenttypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Attachment types for work orders. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customerid?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getpastvendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attached: boolean;
                            dispatchable: boolean;
                            dispatchemail: string | null;
                            lastused: string;
                            primaryphone: string | null;
                            tierid: number | null;
                            timesused: number;
                            vendorid: number;
                            vendorname: string;
                            vendorstatustypeid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getquickactionworkorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    statusid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getstatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abbreviation: string;
                            color: string;
                            id: number;
                            isdefaultonnew: boolean;
                            name: string;
                            sortorder: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getvendorrates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Selected vendors and trades with their rates (right-side panel), for the job site's state. */
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rates: {
                                holidayrate: number | null;
                                id: number;
                                markupcharge: number | null;
                                name: string;
                                overtimerate: number | null;
                                regularrate: number;
                                statecodes: string[];
                                tradeid: number;
                                tradename: string;
                                tripcharge: number | null;
                            }[];
                            vendorid: number;
                            vendorname: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getvendorsbytrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    sort?: "priority" | "distance" | "name" | "tier" | "rating";
                    tradeIds: number[];
                    workorderId: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                address: string;
                                backgroundchecksrun: boolean;
                                canattach: boolean;
                                city: string;
                                compliance: {
                                    date: string | null;
                                    daysLeft: number | null;
                                    /** @enum {string} */
                                    doc: "GL" | "WC" | "W9";
                                    /** @enum {string} */
                                    state: "ok" | "expiring" | "expired" | "missing" | "exempt";
                                }[];
                                compliancealert: boolean;
                                coversjobsite: boolean;
                                createddate: string;
                                dispatchemail: string | null;
                                dispatchpriority: number | null;
                                distancefromjob: number | null;
                                excludedfromcustomer: boolean;
                                id: number;
                                isactive: boolean;
                                minnte: number | null;
                                /** @enum {string|null} */
                                mssw: null;
                                name: string;
                                numberofratings: number;
                                paperworkcomplete: boolean;
                                postalcode: string;
                                primaryphone: string | null;
                                primarytrade: string | null;
                                score: number | null;
                                statecode: string;
                                term: string | null;
                                tierid: number | null;
                                vendorrating: number;
                                vendorstatus: string | null;
                                vendorstatustypeid: number | null;
                                wocount: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Work-order detail load; vendor, tech and customer users see only their own orders. */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                addCustomerUpdate: boolean;
                                addInvoice: boolean;
                                addNote: boolean;
                                addProposal: boolean;
                                attachFile: boolean;
                                attachVendor: boolean;
                                decideNteRaise: boolean;
                                edit: boolean;
                                flag: boolean;
                                followUpDate: boolean;
                                geofencing: boolean;
                                reassignDispatcher: boolean;
                                reopen: boolean;
                                scheduleDate: boolean;
                                takeOwnership: boolean;
                            };
                            briefdescription: string;
                            cancelreason: string | null;
                            completedate: string | null;
                            createddate: string;
                            customer: {
                                customername: string;
                                id: number;
                                termid: number | null;
                            };
                            customercalled: boolean;
                            customerid: number;
                            customername: string;
                            description: string | null;
                            dispatchdate: string | null;
                            dispatcher: string | null;
                            dispatcherid: number | null;
                            division: string | null;
                            divisionid: number | null;
                            duedate: string | null;
                            flagged: boolean;
                            id: number;
                            ischild: boolean;
                            jobsite: {
                                city: string;
                                contactperson: string | null;
                                id: number;
                                jobsite: string;
                                jobsitedescription: string;
                                phone: string | null;
                                postalcode: string;
                                specialprocedure: string | null;
                                statecode: string;
                                streetaddress: string;
                            };
                            jobsiteid: number;
                            margin: number | null;
                            nte: number | null;
                            parentid: number | null;
                            parentwonumber: string | null;
                            ponumber: string | null;
                            priority: string | null;
                            priorityid: number | null;
                            promisedate: string | null;
                            provider: {
                                haspassword: boolean;
                                managementprovider: string;
                                userid: string | null;
                                webaddress: string | null;
                            } | null;
                            requestedby: string | null;
                            requesttype: string | null;
                            requesttypeid: number | null;
                            salesrepid: number | null;
                            scheduledate: string | null;
                            status: string;
                            statusid: number;
                            trades: {
                                tradeid: number;
                                tradename: string;
                            }[];
                            vendorcalled: boolean;
                            version: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getworkorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        op: "=" | "<>" | "<" | ">" | "<=" | ">=" | "between" | "contains" | "startswith" | "in";
                        value: ((string | number | boolean) | null) | ((string | number | boolean) | null)[];
                        value2?: (string | number | boolean) | null;
                    }[];
                    flagged?: "true" | "false";
                    mine?: "true" | "false";
                    overdue?: "true" | "false";
                    page?: number | string;
                    pageSize?: number;
                    search?: string;
                    sla?: "atrisk" | "breached";
                    sort?: {
                        column: string;
                        /** @default false */
                        desc?: boolean;
                    }[];
                    status?: ("active" | "all") | number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities?: {
                                addWorkOrder: boolean;
                                export: boolean;
                                reassignDispatcher: boolean;
                            };
                            page: number;
                            pageSize: number;
                            rows: {
                                abilities?: {
                                    /** @enum {string} */
                                    addNote: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    flag: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    followUpDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    geofencing: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    reassignDispatcher: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    scheduleDate: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    sendNotice: "enabled" | "disabled" | "hidden";
                                    /** @enum {string} */
                                    takeOwnership: "enabled" | "disabled" | "hidden";
                                };
                                briefdescription: string;
                                city: string;
                                completedate: string | null;
                                createddate: string;
                                customercalled: boolean;
                                customerdispatcher: string | null;
                                customerid: number;
                                customername: string;
                                dispatchdate: string | null;
                                dispatcher: string | null;
                                dispatcherid: number | null;
                                duedate: string | null;
                                events: {
                                    cwopcount: number;
                                    dispatchedcount: number;
                                    nodmissingcount: number;
                                    nodqualitycount: number;
                                    nodwrongamountcount: number;
                                    nodwrongratescount: number;
                                    pendingproposalcount: number;
                                    tbscount: number;
                                    toscount: number;
                                    woticketcount: number;
                                };
                                /** @enum {string|null} */
                                fieldstate: "onsite" | "late" | "noshow" | null;
                                flagged: boolean;
                                hasnte: boolean;
                                id: number;
                                invoiceamount: number | null;
                                jobsite: string;
                                jobsiteid: number;
                                lastnote: string | null;
                                managementprovider: string | null;
                                modifieddate: string;
                                nte: number | null;
                                onsitedate: string | null;
                                onsitetime: string | null;
                                overridegeofencing: boolean;
                                parentworkorderid: number | null;
                                ponumber: string | null;
                                postalcode: string;
                                priority: string | null;
                                priorityid: number | null;
                                promisedate: string | null;
                                proposalamount: number | null;
                                receivedate: string;
                                scheduledate: string | null;
                                sitenumber: string;
                                sladueat?: string | null;
                                /** @enum {string|null} */
                                slastate?: "running" | "at_risk" | "breached" | null;
                                statecode: string;
                                status: string;
                                statuscolor: string;
                                statusid: number;
                                streetaddress: string;
                                trades: {
                                    tradeid: number;
                                    tradename: string;
                                }[];
                                vendorcalled: boolean;
                                vendors: {
                                    quotedamount: number;
                                    vendorid: number;
                                    vendorname: string;
                                    wovendorid: number;
                                }[];
                                version: number;
                                wonumber: string;
                            }[];
                            total: number;
                            totalcapped: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/getworkordervendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                approveInvoice: boolean;
                                approver: boolean;
                                attachInvoice: boolean;
                                cancelVendor: boolean;
                                createProposal: boolean;
                                detach: boolean;
                                edit: boolean;
                                flagNod: boolean;
                                qc: boolean;
                                quoteOnlyRequest: boolean;
                                sendableNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                sendTicket: boolean;
                                statusNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                unapproveInvoice: boolean;
                            };
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            autoapproved: boolean;
                            cost: number;
                            createddate: string;
                            dispatchemail: string | null;
                            eventcounts: {
                                cwopcount: number;
                                dispatchedcount: number;
                                nodmissingcount: number;
                                nodqualitycount: number;
                                nodwrongamountcount: number;
                                nodwrongratescount: number;
                                pendingproposalcount: number;
                                tbscount: number;
                                toscount: number;
                                woticketcount: number;
                            };
                            failedrules: {
                                key: string;
                                message: string;
                            }[];
                            id: number;
                            invnumber: string | null;
                            invoiceamount: number | null;
                            /** Format: date */
                            invoicedate: string | null;
                            isapproved: boolean;
                            minnte: number | null;
                            nodflagged: boolean;
                            note: string | null;
                            paidbycc: boolean;
                            primaryphone: string | null;
                            quotedamount: number;
                            quoteonly: boolean;
                            status: string | null;
                            tradeid: number | null;
                            tradename: string | null;
                            vendoraddress: string;
                            vendorcity: string;
                            vendorid: number;
                            vendorname: string;
                            vendorstate: string;
                            vendorzip: string;
                            version: number;
                            workordervendorid: number;
                            wovendorid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/importwofromservicechannel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Import Work Order from Service Channel by PO Number (?id). Answers 201 with the new order, 200 `exists` with the order already carrying the PO for that customer, or 200 `jobsite_unknown` (nothing written; call again with createjobsite=true to create the job site). ServiceChannel failures answer 503 service_unavailable with ServiceChannel's message; an unknown PO 404. */
        post: {
            parameters: {
                query: {
                    createjobsite?: "true" | "false";
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: number;
                            customer: string;
                            found: string[];
                            jobsite: string;
                            jobsitecreated: boolean;
                            missing: string[];
                            /** @enum {string} */
                            outcome: "imported";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            message: string;
                            /** @enum {string} */
                            outcome: "exists";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            location: {
                                city: string | null;
                                name: string | null;
                                postalcode: string | null;
                                statecode: string | null;
                                storeid: string | null;
                                streetaddress: string | null;
                            };
                            message: string;
                            /** @enum {string} */
                            outcome: "jobsite_unknown";
                            ponumber: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: number;
                            customer: string;
                            found: string[];
                            jobsite: string;
                            jobsitecreated: boolean;
                            missing: string[];
                            /** @enum {string} */
                            outcome: "imported";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            message: string;
                            /** @enum {string} */
                            outcome: "exists";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            location: {
                                city: string | null;
                                name: string | null;
                                postalcode: string | null;
                                statecode: string | null;
                                storeid: string | null;
                                streetaddress: string | null;
                            };
                            message: string;
                            /** @enum {string} */
                            outcome: "jobsite_unknown";
                            ponumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/notes/{workOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workOrderId: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createdDate: string;
                            customerupdated: boolean;
                            emails: string | null;
                            emailuserids: number[] | null;
                            highpriority: boolean;
                            id: number;
                            includecustomer: boolean;
                            note: string;
                            pertainsto: number;
                            type: string;
                            typeid: number;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/nteraise/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The dispatcher approves a vendor's pending NTE raise (the order's NTE becomes the requested one); logged and told to the vendor. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        version: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createddate: string;
                            currentnte: number | null;
                            decidedat: string | null;
                            decisionnote: string | null;
                            id: number;
                            reason: string;
                            requestednte: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/nteraise/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The dispatcher declines a vendor's pending NTE raise; logged and told to the vendor. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        version: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createddate: string;
                            currentnte: number | null;
                            decidedat: string | null;
                            decisionnote: string | null;
                            id: number;
                            reason: string;
                            requestednte: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/nteraises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nte: number | null;
                            raises: {
                                createddate: string;
                                currentnte: number | null;
                                decidedat: string | null;
                                decisionnote: string | null;
                                id: number;
                                reason: string;
                                requestednte: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                vendorid: number;
                                vendorname: string;
                                version: number;
                                workorderid: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/pageviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lastviewed: string;
                            /** @enum {string} */
                            tab: "workorder" | "notes" | "vendor" | "proposal" | "attachment" | "invoice";
                            userid: number;
                            username: string;
                            usertype: string;
                            views: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** @description A batch of the caller's work-order tab openings. Every order must be one the caller may read (else 404, nothing recorded). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        views: {
                            /** @enum {string} */
                            tab: "workorder" | "notes" | "vendor" | "proposal" | "attachment" | "invoice";
                            workorderid: number | string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recorded: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/parseWOHTML": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Import one work-order file: multipart/form-data with field source (application/pdf = a Gabes PDF, application/vnd.ms-outlook = a Sprouts Outlook .msg), optional createjobsite=true, and exactly one file part (at most 20 MB). Answers as importwofromservicechannel; a file that cannot be read answers 400 naming what could not be read, and nothing is written. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: number;
                            customer: string;
                            found: string[];
                            jobsite: string;
                            jobsitecreated: boolean;
                            missing: string[];
                            /** @enum {string} */
                            outcome: "imported";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            message: string;
                            /** @enum {string} */
                            outcome: "exists";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            location: {
                                city: string | null;
                                name: string | null;
                                postalcode: string | null;
                                statecode: string | null;
                                storeid: string | null;
                                streetaddress: string | null;
                            };
                            message: string;
                            /** @enum {string} */
                            outcome: "jobsite_unknown";
                            ponumber: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: number;
                            customer: string;
                            found: string[];
                            jobsite: string;
                            jobsitecreated: boolean;
                            missing: string[];
                            /** @enum {string} */
                            outcome: "imported";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            message: string;
                            /** @enum {string} */
                            outcome: "exists";
                            ponumber: string;
                            workorder: {
                                id: number;
                                wonumber: string;
                            };
                        } | {
                            customer: string;
                            location: {
                                city: string | null;
                                name: string | null;
                                postalcode: string | null;
                                statecode: string | null;
                                storeid: string | null;
                                streetaddress: string | null;
                            };
                            message: string;
                            /** @enum {string} */
                            outcome: "jobsite_unknown";
                            ponumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/providerpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The management-provider password of the work order's customer, asked for explicitly (staff only; each reveal is logged). */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            password: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/reassigndispatcher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid: number;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispatcherid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/reassigndispatchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerid: number | string;
                        userid: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/reassignselected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid: number;
                        workorderids: (number | string)[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            done: number[];
                            refused: {
                                error: string;
                                message: string;
                                workorderid: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/rejectinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Answers the work order's invoice list (spec 2 §7). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceid: number | string;
                        reason?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/rejectproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Spec 2 §4 reject rule; the derived status follows (Complete / Approved / Rejected). */
        put: {
            parameters: {
                query: {
                    id: number | string;
                    version: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/removeattachment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/removeinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/removeproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/removeproposalitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/removevendor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/saveinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description New invoice; due date defaults to today + the customer's term in days (spec 2 §9). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        billwithoutsignoff?: boolean;
                        completedate?: (string | "") | null;
                        duedate?: (string | "") | null;
                        /** @enum {number} */
                        id?: 0;
                        invoicedate?: (string | "") | null;
                        items?: {
                            /** @default  */
                            description?: string;
                            id?: number | null;
                            itemtypeid: number;
                            quantity: number | string;
                            rate: number;
                            taxrate?: number;
                            uomid?: number | null;
                        }[];
                        note?: string | null;
                        /** Format: html */
                        scopeofwork?: string | null;
                        sentby?: string | null;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/savenote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        customerupdated?: boolean;
                        emails?: string | null;
                        emailuserids?: number[] | null;
                        /** @default false */
                        highpriority?: boolean;
                        /** @default false */
                        includecustomer?: boolean;
                        /** Format: html */
                        note: string;
                        pertainsto: 1 | 2 | 3;
                        /** @enum {string} */
                        type: "Internal" | "Customer" | "Vendor" | "Client and Vendor" | "Accounting";
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdbyname: string;
                            createdDate: string;
                            customerupdated: boolean;
                            emails: string | null;
                            emailuserids: number[] | null;
                            highpriority: boolean;
                            id: number;
                            includecustomer: boolean;
                            note: string;
                            pertainsto: number;
                            type: string;
                            typeid: number;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/saveproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        custponumber?: string | null;
                        externalproposalnumber?: string | null;
                        /** @enum {number} */
                        id?: 0;
                        items?: {
                            /** @default  */
                            description?: string;
                            id?: number | null;
                            itemtypeid: number;
                            quantity: number;
                            rate: number;
                            taxrate?: number;
                            uomid?: number | null;
                        }[];
                        margin?: number;
                        note?: string | null;
                        quotedamount: number | string;
                        /** Format: html */
                        scopeofwork: string;
                        workorderid: number | string;
                        workordervendorid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/savevendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tradeid?: number | null;
                        vendorid: number;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                approveInvoice: boolean;
                                approver: boolean;
                                attachInvoice: boolean;
                                cancelVendor: boolean;
                                createProposal: boolean;
                                detach: boolean;
                                edit: boolean;
                                flagNod: boolean;
                                qc: boolean;
                                quoteOnlyRequest: boolean;
                                sendableNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                sendTicket: boolean;
                                statusNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                unapproveInvoice: boolean;
                            };
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            autoapproved: boolean;
                            cost: number;
                            createddate: string;
                            dispatchemail: string | null;
                            eventcounts: {
                                cwopcount: number;
                                dispatchedcount: number;
                                nodmissingcount: number;
                                nodqualitycount: number;
                                nodwrongamountcount: number;
                                nodwrongratescount: number;
                                pendingproposalcount: number;
                                tbscount: number;
                                toscount: number;
                                woticketcount: number;
                            };
                            failedrules: {
                                key: string;
                                message: string;
                            }[];
                            id: number;
                            invnumber: string | null;
                            invoiceamount: number | null;
                            /** Format: date */
                            invoicedate: string | null;
                            isapproved: boolean;
                            minnte: number | null;
                            nodflagged: boolean;
                            note: string | null;
                            paidbycc: boolean;
                            primaryphone: string | null;
                            quotedamount: number;
                            quoteonly: boolean;
                            status: string | null;
                            tradeid: number | null;
                            tradename: string | null;
                            vendoraddress: string;
                            vendorcity: string;
                            vendorid: number;
                            vendorname: string;
                            vendorstate: string;
                            vendorzip: string;
                            version: number;
                            workordervendorid: number;
                            wovendorid: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/savevendorqc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comments?: string | null;
                        expectationcomment?: string | null;
                        /** @default false */
                        incurredonly?: boolean;
                        metexpectations?: boolean | null;
                        overallrating?: number;
                        repairsmade?: boolean | null;
                        reviewername: string;
                        techarrivedonschedule?: boolean | null;
                        techwasprofessional?: boolean | null;
                        totalscore: number | string;
                        workordervendorid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/saveworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        briefdescription: string;
                        cancelreason?: string | null;
                        customerid: number | string;
                        /** Format: html */
                        description?: string | null;
                        dispatchdate?: (string | "") | null;
                        dispatcherid?: number | null;
                        divisionid: number;
                        duedate: string;
                        jobsiteid: number;
                        nte?: (number | string) | null;
                        ponumber?: string | null;
                        priorityid: number;
                        promisedate?: (string | "") | null;
                        recallof?: number;
                        requestedby?: string | null;
                        requesttypeid: number;
                        salesrepid?: number | null;
                        scheduledate?: (string | "") | null;
                        statusid: number;
                        tradeids?: number[];
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            wonumber: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Recall / duplicate warning of the new-order form: open orders at the site (and trade), and those created or completed in the last 30 days. */
        get: {
            parameters: {
                query: {
                    jobsiteid: number | string;
                    tradeids: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orders: {
                                briefdescription: string;
                                completedate: string | null;
                                createddate: string;
                                id: number;
                                /** @enum {string} */
                                kind: "duplicate" | "recall";
                                status: string;
                                wonumber: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/taguntag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flagged: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/takeownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispatcherid: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/unapproveinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Answers the work order's invoice list (spec 2 §7). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceid: number | string;
                        reason?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/unapprovevendorinvoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                approveInvoice: boolean;
                                approver: boolean;
                                attachInvoice: boolean;
                                cancelVendor: boolean;
                                createProposal: boolean;
                                detach: boolean;
                                edit: boolean;
                                flagNod: boolean;
                                qc: boolean;
                                quoteOnlyRequest: boolean;
                                sendableNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                sendTicket: boolean;
                                statusNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                unapproveInvoice: boolean;
                            };
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            autoapproved: boolean;
                            cost: number;
                            createddate: string;
                            dispatchemail: string | null;
                            eventcounts: {
                                cwopcount: number;
                                dispatchedcount: number;
                                nodmissingcount: number;
                                nodqualitycount: number;
                                nodwrongamountcount: number;
                                nodwrongratescount: number;
                                pendingproposalcount: number;
                                tbscount: number;
                                toscount: number;
                                woticketcount: number;
                            };
                            failedrules: {
                                key: string;
                                message: string;
                            }[];
                            id: number;
                            invnumber: string | null;
                            invoiceamount: number | null;
                            /** Format: date */
                            invoicedate: string | null;
                            isapproved: boolean;
                            minnte: number | null;
                            nodflagged: boolean;
                            note: string | null;
                            paidbycc: boolean;
                            primaryphone: string | null;
                            quotedamount: number;
                            quoteonly: boolean;
                            status: string | null;
                            tradeid: number | null;
                            tradename: string | null;
                            vendoraddress: string;
                            vendorcity: string;
                            vendorid: number;
                            vendorname: string;
                            vendorstate: string;
                            vendorzip: string;
                            version: number;
                            workordervendorid: number;
                            wovendorid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updateattachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attachmenttypeid: number;
                        displayname: string;
                        id: number | string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            phototag?: string | null;
                            previewable: boolean;
                            size: number;
                            version: number;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updatefollowupdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        followupdate: string;
                        id: number | string;
                        reason?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            promisedate: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updateinvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        billwithoutsignoff?: boolean;
                        completedate?: (string | "") | null;
                        duedate?: (string | "") | null;
                        id: number | string;
                        invoicedate?: (string | "") | null;
                        items?: {
                            /** @default  */
                            description?: string;
                            id?: number | null;
                            itemtypeid: number;
                            quantity: number | string;
                            rate: number;
                            taxrate?: number;
                            uomid?: number | null;
                        }[];
                        note?: string | null;
                        /** Format: html */
                        scopeofwork?: string | null;
                        sentby?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                editItems: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                pdf: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                unapprove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approveddate: string | null;
                            billwithoutsignoff: boolean;
                            completedate: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            duedate: string;
                            id: number;
                            invoicedate: string;
                            invoicenumber: string;
                            invoicesentby: string | null;
                            invoicingdate: string;
                            isapproved: boolean;
                            isrejected: boolean;
                            note: string | null;
                            proposalid: number | null;
                            rejectreason: string | null;
                            scopeofwork: string | null;
                            scopeofworkformatted: string;
                            sentby: string | null;
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updateproposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        custponumber?: string | null;
                        externalproposalnumber?: string | null;
                        id: number | string;
                        items?: {
                            /** @default  */
                            description?: string;
                            id?: number | null;
                            itemtypeid: number;
                            quantity: number;
                            rate: number;
                            taxrate?: number;
                            uomid?: number | null;
                        }[];
                        margin?: number;
                        note?: string | null;
                        quotedamount: number | string;
                        /** Format: html */
                        scopeofwork: string;
                        version: number;
                        workordervendorid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                /** @enum {string} */
                                approve: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                clone: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                complete: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                createInvoice: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                edit: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                reject: "enabled" | "disabled" | "hidden";
                                /** @enum {string} */
                                remove: "enabled" | "disabled" | "hidden";
                            };
                            amount: number;
                            approvedbycustomer: boolean;
                            approvedbycustomerdate: string | null;
                            approveddate: string | null;
                            completedate: string | null;
                            createddate: string;
                            customerrejectionnote: string | null;
                            custponumber: string | null;
                            details: {
                                description: string;
                                id: number;
                                itemtype: string;
                                itemtypeid: number;
                                quantity: number;
                                rate: number;
                                rates: number;
                                subtotal: number;
                                taxes: number;
                                taxrate: number;
                                total: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            externalproposalnumber: string | null;
                            grandtotal: number;
                            id: number;
                            invoiceid: number | null;
                            isapproved: boolean;
                            iscomplete: boolean;
                            isrejected: boolean;
                            margin: number;
                            note: string | null;
                            quotedamount: number;
                            rejectedbycustomer: boolean;
                            rejectedbycustomerdate: string | null;
                            scopeofwork: string;
                            scopeofworkformatted: string;
                            /** @enum {string} */
                            status: "In Progress" | "Complete" | "Approved" | "Rejected";
                            subtotal: number;
                            taxes: number;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updatescheduledate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        reason: string;
                        scheduledate: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            scheduledate: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updatevendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        invoiceamount?: number | null;
                        invoicedate?: (string | "") | null;
                        invoicenumber?: string | null;
                        note?: string | null;
                        /** @default false */
                        paidbycreditcard?: boolean;
                        quotedamount: number | string;
                        /** @default false */
                        quoteonly?: boolean;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                approveInvoice: boolean;
                                approver: boolean;
                                attachInvoice: boolean;
                                cancelVendor: boolean;
                                createProposal: boolean;
                                detach: boolean;
                                edit: boolean;
                                flagNod: boolean;
                                qc: boolean;
                                quoteOnlyRequest: boolean;
                                sendableNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                sendTicket: boolean;
                                statusNotices: ("signoff" | "cancel_vendor" | "CWOP" | "TICKET" | "PPV" | "WAITING_ON_PARTS" | "NOD_MISSING" | "NOD_QUALITY" | "NOD_WRONGAMOUNT" | "NOD_WRONGRATES" | "DISPATCHED" | "TBS" | "TOS")[];
                                unapproveInvoice: boolean;
                            };
                            acceptance: {
                                acceptedat: string | null;
                                canDecide: boolean;
                                declinedat: string | null;
                                declinereason: string | null;
                                eta: string | null;
                                /** @enum {string} */
                                status: "not_dispatched" | "awaiting" | "accepted" | "declined";
                            };
                            autoapproved: boolean;
                            cost: number;
                            createddate: string;
                            dispatchemail: string | null;
                            eventcounts: {
                                cwopcount: number;
                                dispatchedcount: number;
                                nodmissingcount: number;
                                nodqualitycount: number;
                                nodwrongamountcount: number;
                                nodwrongratescount: number;
                                pendingproposalcount: number;
                                tbscount: number;
                                toscount: number;
                                woticketcount: number;
                            };
                            failedrules: {
                                key: string;
                                message: string;
                            }[];
                            id: number;
                            invnumber: string | null;
                            invoiceamount: number | null;
                            /** Format: date */
                            invoicedate: string | null;
                            isapproved: boolean;
                            minnte: number | null;
                            nodflagged: boolean;
                            note: string | null;
                            paidbycc: boolean;
                            primaryphone: string | null;
                            quotedamount: number;
                            quoteonly: boolean;
                            status: string | null;
                            tradeid: number | null;
                            tradename: string | null;
                            vendoraddress: string;
                            vendorcity: string;
                            vendorid: number;
                            vendorname: string;
                            vendorstate: string;
                            vendorzip: string;
                            version: number;
                            workordervendorid: number;
                            wovendorid: number;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updateworkorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        briefdescription?: string;
                        cancelreason?: string | null;
                        customercalled?: boolean;
                        customerid?: number | string;
                        /** Format: html */
                        description?: string | null;
                        dispatchdate?: (string | "") | null;
                        dispatcherid?: number | null;
                        divisionid?: number;
                        duedate?: string;
                        id: number;
                        jobsiteid?: number;
                        nte?: (number | string) | null;
                        ponumber?: string | null;
                        priorityid?: number;
                        promisedate?: (string | "") | null;
                        requestedby?: string | null;
                        requesttypeid?: number;
                        salesrepid?: number | null;
                        scheduledate?: (string | "") | null;
                        statusid?: number;
                        tradeids?: number[];
                        vendorcalled?: boolean;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/updateworkorderstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cancelreason?: string | null;
                        emailuserids?: number[];
                        followupdate?: (string | "") | null;
                        /** Format: html */
                        note?: string | null;
                        /** @default false */
                        notifycustomer?: boolean;
                        scheduledate?: (string | "") | null;
                        statusid: number;
                        version: number;
                        workorderid: number | string;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            statusid: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/vendor/attachments/{workordervendorid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Attachments of one vendor line; a vendor or tech only for its own vendor's line. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workordervendorid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachmenttype: string;
                            attachmenttypeid: number;
                            contenttype: string;
                            createdbyuser: string;
                            createddate: string;
                            displayname: string;
                            filename: string;
                            id: number;
                            path: string;
                            phototag?: string | null;
                            previewable: boolean;
                            size: number;
                            version: number;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/vendorproposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string | null;
                            id: number;
                            labor: {
                                hourlyrate: number;
                                id: number;
                                numberofhours: number;
                                numberoftechs: number;
                                skilllevelid: number;
                                total: number;
                                typeid: number;
                            }[];
                            materials: {
                                description: string;
                                id: number;
                                partnumber: string | null;
                                quantity: number;
                                total: number;
                                unitprice: number;
                                uom: string | null;
                                uomid: number | null;
                            }[];
                            note: string | null;
                            other: {
                                description: string | null;
                                id: number;
                                quantity: number;
                                total: number;
                                typeid: number;
                                unitprice: number;
                            }[];
                            proposalamount: number;
                            proposaldate: string;
                            proposalnumber: string;
                            proposalstatus: string;
                            proposalstatusid: number;
                            rejectionnote: string | null;
                            vendorid: number;
                            vendorname: string;
                            version: number;
                            wonumber: string;
                            workorderid: number;
                            workordervendorid: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/vendorproposals/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description {wonumber}_vendor_proposals.xlsx: the Vendor Submitted Proposals tab's rows. */
        get: {
            parameters: {
                query: {
                    workorderid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workorder/vendorproposalstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description 3 approves (vendor line quoted amount := proposal amount, old/new reported), 4 rejects with a note. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        proposalId: number | string;
                        proposalStatusId: 3 | 4;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Refused or failed: the error code, a message and, for a 400, each invalid field. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            proposals: {
                                description: string | null;
                                id: number;
                                labor: {
                                    hourlyrate: number;
                                    id: number;
                                    numberofhours: number;
                                    numberoftechs: number;
                                    skilllevelid: number;
                                    total: number;
                                    typeid: number;
                                }[];
                                materials: {
                                    description: string;
                                    id: number;
                                    partnumber: string | null;
                                    quantity: number;
                                    total: number;
                                    unitprice: number;
                                    uom: string | null;
                                    uomid: number | null;
                                }[];
                                note: string | null;
                                other: {
                                    description: string | null;
                                    id: number;
                                    quantity: number;
                                    total: number;
                                    typeid: number;
                                    unitprice: number;
                                }[];
                                proposalamount: number;
                                proposaldate: string;
                                proposalnumber: string;
                                proposalstatus: string;
                                proposalstatusid: number;
                                rejectionnote: string | null;
                                vendorid: number;
                                vendorname: string;
                                version: number;
                                wonumber: string;
                                workorderid: number;
                                workordervendorid: number | null;
                            }[];
                            quotedamount: {
                                changed: boolean;
                                from: number;
                                to: number;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @enum {string} */
            error: "validation" | "bad_request" | "locked" | "invalid_state" | "duplicate" | "vendor_tier_6" | "vendor_redlined" | "vendor_excluded" | "vendor_inactive" | "vendor_noncompliant" | "bad_blob_key" | "external_idp" | "invalid_invitation" | "unauthorized" | "invalid_credentials" | "password_expired" | "unknown_user" | "account_disabled" | "token_expired" | "invalid_token" | "invalid_refresh_token" | "session_ended" | "token_outdated" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "storage_local" | "integration_not_configured" | "already_decided" | "link_used" | "storage_sas_unavailable" | "link_expired" | "payload_too_large" | "unsupported_media_type" | "file_limit" | "unsafe_file" | "idempotency_mismatch" | "rate_limited" | "internal" | "idp_unavailable" | "service_unavailable" | "upstream_failed";
            /** @description field → its message */
            fields?: {
                [key: string]: string;
            };
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
