// The enrolment draft of spec section 3: what a candidate has chosen before submitting an order.
// Kept in local storage so it survives a reload; cleared at logout.
export interface SelectedExam {
  product_id: string | number;
  price: number;
}

export interface EnrolmentDraft {
  selected_exam: SelectedExam[];
  selected_total_amount: number;
  selected_sf_delivery?: {
    address1?: string;
    type?: string;
    parameter1?: string;
    parameter2?: string;
    parameter3?: string;
    parameter4?: string;
  };
  filled_address?: string;
  samePostalAddress?: boolean;
  designatedRoom?: string | number | null;
  homeRoom?: boolean;
  shipping_method?: string;
  addressee?: string;
  phone?: string;
  selected_shipping_method?: string;
  selected_payment_method?: 'fps' | 'bank' | null;
}

export const emptyDraft = (): EnrolmentDraft => ({ selected_exam: [], selected_total_amount: 0 });
