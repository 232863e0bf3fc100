import type { TextCatalogue } from './text-catalogue.js';

/**
 * Browsing by category: the category tree (/catalog), a category's parametric filter table and results
 * (/catalog/:catalogId), the links that lead there from the header, home and part details, and on /search the
 * reading of a query and the search box's grouped suggestions.
 */
export const catalogBrowseTexts = {
  'catalog.link.all': { zhCn: '全部分类', zhTw: '全部分類', enUs: 'All categories' },
  'catalog.link.browse': { zhCn: '按分类浏览', zhTw: '按分類瀏覽', enUs: 'Browse by category' },

  'catalog.tree.title': { zhCn: '元器件分类', zhTw: '元件分類', enUs: 'Product categories' },
  'catalog.tree.summary': {
    zhCn: '{groups} 个大类，{parts} 个在售型号',
    zhTw: '{groups} 個大類，{parts} 個在售型號',
    enUs: '{groups} categories, {parts} parts on sale',
  },
  'catalog.tree.filter': { zhCn: '查找分类', zhTw: '查找分類', enUs: 'Find a category' },
  'catalog.tree.filterPlaceholder': {
    zhCn: '输入分类名称，如“电容”',
    zhTw: '輸入分類名稱，如「電容」',
    enUs: 'Type a category name, e.g. capacitors',
  },
  'catalog.tree.noMatch': {
    zhCn: '没有名称包含“{q}”的分类',
    zhTw: '沒有名稱包含「{q}」的分類',
    enUs: 'No category name contains “{q}”',
  },
  'catalog.tree.empty': { zhCn: '暂无分类', zhTw: '暫無分類', enUs: 'No categories yet' },
  'catalog.count.parts': { zhCn: '{n} 个型号', zhTw: '{n} 個型號', enUs: '{n} parts' },

  'catalog.load.failed': {
    zhCn: '分类加载失败',
    zhTw: '分類載入失敗',
    enUs: 'The category could not be loaded',
  },
  'catalog.load.retry': { zhCn: '重试', zhTw: '重試', enUs: 'Try again' },
  'catalog.notFound.title': { zhCn: '未找到该分类', zhTw: '找不到該分類', enUs: 'Category not found' },
  'catalog.notFound.back': { zhCn: '查看全部分类', zhTw: '查看全部分類', enUs: 'See all categories' },

  'catalog.page.path': { zhCn: '分类路径', zhTw: '分類路徑', enUs: 'Category path' },
  'catalog.page.children': { zhCn: '子分类', zhTw: '子分類', enUs: 'Subcategories' },
  'catalog.page.results': { zhCn: '型号列表', zhTw: '型號列表', enUs: 'Parts' },

  'catalog.filters.title': { zhCn: '参数筛选', zhTw: '參數篩選', enUs: 'Filter by parameter' },
  'catalog.filters.none': {
    zhCn: '该分类暂无可筛选的参数',
    zhTw: '該分類暫無可篩選的參數',
    enUs: 'This category has no parameters to filter by',
  },
  'catalog.filters.open': { zhCn: '筛选 ({n})', zhTw: '篩選 ({n})', enUs: 'Filters ({n})' },
  'catalog.filters.done': { zhCn: '查看 {n} 个结果', zhTw: '查看 {n} 個結果', enUs: 'Show {n} results' },
  'catalog.filters.applied': { zhCn: '已选条件', zhTw: '已選條件', enUs: 'Applied filters' },
  'catalog.filters.clearAll': { zhCn: '清除全部筛选', zhTw: '清除全部篩選', enUs: 'Clear all filters' },
  'catalog.filters.clear': { zhCn: '清除', zhTw: '清除', enUs: 'Clear' },
  'catalog.filters.clearOne': {
    zhCn: '清除“{name}”筛选',
    zhTw: '清除「{name}」篩選',
    enUs: 'Clear the {name} filter',
  },
  'catalog.filters.valuesOf': { zhCn: '{name}的取值', zhTw: '{name}的取值', enUs: 'Values of {name}' },
  'catalog.filters.more': {
    zhCn: '仅列出最常见的取值，可用其他条件缩小范围',
    zhTw: '僅列出最常見的取值，可用其他條件縮小範圍',
    enUs: 'Only the most common values are listed; narrow with other filters',
  },
  'catalog.filters.min': { zhCn: '最小值', zhTw: '最小值', enUs: 'Min' },
  'catalog.filters.max': { zhCn: '最大值', zhTw: '最大值', enUs: 'Max' },
  'catalog.filters.minOf': { zhCn: '{name}最小值', zhTw: '{name}最小值', enUs: 'Minimum {name}' },
  'catalog.filters.maxOf': { zhCn: '{name}最大值', zhTw: '{name}最大值', enUs: 'Maximum {name}' },
  'catalog.filters.rangeBetween': { zhCn: '{min} ~ {max}', zhTw: '{min} ~ {max}', enUs: '{min} – {max}' },
  'catalog.filters.rangeFrom': { zhCn: '≥ {min}', zhTw: '≥ {min}', enUs: '≥ {min}' },
  'catalog.filters.rangeTo': { zhCn: '≤ {max}', zhTw: '≤ {max}', enUs: '≤ {max}' },
  'catalog.filters.inStock': {
    zhCn: '仅看有货（{n}）',
    zhTw: '僅看有貨（{n}）',
    enUs: 'In stock only ({n})',
  },

  'catalog.sort.label': { zhCn: '排序', zhTw: '排序', enUs: 'Sort by' },
  'catalog.sort.stock': { zhCn: '库存', zhTw: '庫存', enUs: 'Stock' },
  'catalog.sort.price': { zhCn: '单价', zhTw: '單價', enUs: 'Unit price' },
  'catalog.sort.partNumber': { zhCn: '型号', zhTw: '型號', enUs: 'Part number' },
  'catalog.sort.asc': { zhCn: '升序', zhTw: '升序', enUs: 'Ascending' },
  'catalog.sort.desc': { zhCn: '降序', zhTw: '降序', enUs: 'Descending' },
  'catalog.quantity.label': { zhCn: '按数量计价', zhTw: '按數量計價', enUs: 'Price at quantity' },
  'catalog.quantity.placeholder': { zhCn: '如 1000', zhTw: '如 1000', enUs: 'e.g. 1000' },
  'catalog.quantity.apply': { zhCn: '应用', zhTw: '套用', enUs: 'Apply' },

  'catalog.empty.filtered': {
    zhCn: '没有同时符合全部筛选条件的型号',
    zhTw: '沒有同時符合全部篩選條件的型號',
    enUs: 'No part matches all of these filters',
  },
  'catalog.empty.category': {
    zhCn: '该分类下暂无在售型号',
    zhTw: '該分類下暫無在售型號',
    enUs: 'This category has no parts on sale yet',
  },

  // How the search read a query and the grouped suggestions of the search box.
  'catalog.reading.understood': { zhCn: '识别为', zhTw: '識別為', enUs: 'Understood as' },
  'catalog.reading.categories': { zhCn: '所属分类', zhTw: '所屬分類', enUs: 'In categories' },
  'catalog.reading.ignored': {
    zhCn: '没有型号同时符合全部词语，以下结果未按这些词筛选：{words}',
    zhTw: '沒有型號同時符合全部詞語，以下結果未按這些詞篩選：{words}',
    enUs: 'No part matches every word; these results leave out: {words}',
  },
  'catalog.reading.noMatch': {
    zhCn: '没有找到与“{q}”匹配的型号',
    zhTw: '沒有找到與「{q}」相符的型號',
    enUs: 'No part matches “{q}”',
  },
  'catalog.reading.noMatchUnderstood': {
    zhCn: '我们将搜索理解为以下条件，但没有型号同时满足全部条件：',
    zhTw: '我們將搜尋理解為以下條件，但沒有型號同時滿足全部條件：',
    enUs: 'We read your search as the conditions below, but no part meets all of them:',
  },
  'catalog.reading.noMatchTip': {
    zhCn: '可去掉一个条件再试，或检查数值与单位的写法（如 100nF、0.1uF）。',
    zhTw: '可去掉一個條件再試，或檢查數值與單位的寫法（如 100nF、0.1uF）。',
    enUs: 'Try leaving one condition out, or check how values and units are written (100nF, 0.1uF).',
  },
  'catalog.reading.noMatchPlain': {
    zhCn: '没有型号包含这段文字，请检查拼写，或去掉型号末尾的包装后缀再试。',
    zhTw: '沒有型號包含這段文字，請檢查拼寫，或去掉型號末尾的包裝後綴再試。',
    enUs: 'No part number contains this text. Check the spelling, or try without the packaging suffix.',
  },
  'catalog.reading.nearest': { zhCn: '相近的型号', zhTw: '相近的型號', enUs: 'Closest part numbers' },
  'catalog.reading.enquiry': {
    zhCn: '找不到所需型号？提交询价，我们为您寻找',
    zhTw: '找不到所需型號？提交詢價，我們為您尋找',
    enUs: "Can't find it? Send us an enquiry and we will source it",
  },
  'catalog.hints.partNumbers': { zhCn: '型号', zhTw: '型號', enUs: 'Part numbers' },
  'catalog.hints.categories': { zhCn: '分类', zhTw: '分類', enUs: 'Categories' },
  'catalog.hints.brands': { zhCn: '品牌', zhTw: '品牌', enUs: 'Brands' },
} satisfies TextCatalogue;
