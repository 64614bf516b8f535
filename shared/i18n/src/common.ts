// Strings used by several apps: the language names, generic states and the shared panels' texts.
export const common = {
  'zh-hk': {
    common: {
      locale: { 'zh-hk': '中文', en: '英文' },
      noRecords: '沒有記錄',
      error: '錯誤！',
      notFoundQuery: '找不到與您的查詢相關的記錄。',
      loading: '載入中…',
      retry: '重試',
      comingSoon: '即將推出',
      notYetAvailable: '此頁面將於稍後推出。',
      backHome: '返回首頁',
      loadFailed: '未能載入資料，請重試。',
      table: {
        pages: '頁數',
        previous: '上一頁',
        next: '下一頁',
        status: '第 {{page}} / {{pageCount}} 頁（第 {{from}}–{{to}} 項，共 {{total}} 項）',
        pageSize: '每頁行數',
      },
      remoteUnavailable: {
        title: '此部分暫時無法使用',
        body: '此功能暫時未能載入，網站其他部分仍可正常使用。請稍後重試。',
      },
    },
  },
  en: {
    common: {
      locale: { 'zh-hk': 'Chinese', en: 'English' },
      noRecords: 'No records',
      error: 'Error!',
      notFoundQuery: 'Relevant records related to your query were not found.',
      loading: 'Loading…',
      retry: 'Retry',
      comingSoon: 'Coming soon',
      notYetAvailable: 'This page is not available yet.',
      backHome: 'Back to home',
      loadFailed: 'The data could not be loaded. Please try again.',
      table: {
        pages: 'Pages',
        previous: 'Previous page',
        next: 'Next page',
        status: 'Page {{page}} of {{pageCount}} ({{from}}–{{to}} of {{total}})',
        pageSize: 'Rows per page',
      },
      remoteUnavailable: {
        title: 'This part is unavailable',
        body: 'This feature could not be loaded. The rest of the site keeps working. Please retry in a moment.',
      },
    },
  },
};
