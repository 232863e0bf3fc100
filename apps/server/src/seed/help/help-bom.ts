import { md, type HelpArticleSeed } from './help-article-seed.js';

/** BOM: uploading, the column mapping, matching rules, lines to the cart (docs/bom-matching.md). */
export const bomArticles: HelpArticleSeed[] = [
  {
    slug: 'bom.upload',
    title: { zhCn: '上传 BOM 表', zhTw: '上傳 BOM 表', enUs: 'Uploading a BOM' },
    body: {
      zhCn: md`
        BOM（物料清单）上传可以一次为几百上千个物料找到型号、库存和价格。需要登录后使用。

        1. 在首页点击"BOM上传"，或打开 [BOM上传](/bom_upload)。
        2. 选择 BOM 文件：接受 **.xls、.xlsx** 以及设计软件导出的 **.csv、.tsv、.txt**（逗号、分号、制表符、竖线分隔或定宽列；UTF-8、UTF-16、GBK 编码自动识别，无需另存），按文件内容识别，最大 10 MB。表格读取**第一个工作表**；空文件或没有表格的文件会被拒绝。
        3. 系统识别表头和各列的含义，显示预览，请核对后点击"确认并开始匹配"（见 [核对列对应关系](/help_center?category=bom)）。
        4. 匹配在服务器上进行，页面显示进度，完成后自动打开匹配结果。

        ## 限制与建议

        - 一个 BOM 最多 10,000 行物料；表格最多读取 20,000 行、80 列。
        - 标记为不贴片（如 DNP、不贴）、没有型号文字或数量为 0 的行不会生成物料行。
        - 表中最好包含型号、品牌（厂商）和数量列；有 LCSC、Digi-Key、Mouser 编号的列也能帮助匹配。
      `,
      zhTw: md`
        BOM（物料清單）上傳可以一次為數百上千個物料找到型號、庫存與價格。需登入後使用。

        1. 在首頁點擊「BOM上傳」，或開啟 [BOM上傳](/bom_upload)。
        2. 選擇 BOM 檔案：接受 **.xls、.xlsx** 以及設計軟體匯出的 **.csv、.tsv、.txt**（逗號、分號、定位字元、直線分隔或定寬欄位；UTF-8、UTF-16、GBK 編碼自動辨識，無需另存），依檔案內容辨識，最大 10 MB。試算表讀取**第一個工作表**；空檔案或沒有表格的檔案會被拒絕。
        3. 系統辨識表頭與各欄的意義並顯示預覽，請核對後點擊「確認並開始匹配」（請見 [核對欄位對應](/help_center?category=bom)）。
        4. 比對在伺服器上進行，頁面顯示進度，完成後會自動開啟比對結果。

        ## 限制與建議

        - 一個 BOM 最多 10,000 筆物料；表格最多讀取 20,000 列、80 欄。
        - 標記為不上件（如 DNP、不貼）、沒有型號文字或數量為 0 的列不會產生物料。
        - 表中最好包含型號、品牌（廠商）與數量欄；有 LCSC、Digi-Key、Mouser 編號的欄也有助於比對。
      `,
      enUs: md`
        A BOM (bill of materials) upload finds part numbers, stock and prices for hundreds or thousands of items at once. You need to be logged in.

        1. Click the BOM upload button on the home page, or open [Upload a BOM](/bom_upload).
        2. Choose the file: **.xls and .xlsx**, and the **.csv, .tsv and .txt** files design tools export (comma, semicolon, tab, pipe or fixed-width columns; UTF-8, UTF-16 and GBK recognised, no need to save the file again), recognised by content, at most 10 MB. Of a spreadsheet the **first sheet** is read; an empty file or one without a table is refused.
        3. The header and the meaning of each column are detected and previewed: check them and click "Confirm and match" (see [checking the column mapping](/help_center?category=bom)).
        4. Matching runs on the server; the page shows its progress and opens the results when it is done.

        ## Limits and tips

        - A BOM has at most 10,000 lines; at most 20,000 rows and 80 columns of the sheet are read.
        - Rows marked not fitted (DNP, not fitted, 不贴 …), rows without any part text and rows of quantity 0 make no line.
        - Columns for part number, manufacturer and quantity help most; LCSC, Digi-Key or Mouser code columns help too.
      `,
    },
  },
  {
    slug: 'bom.mapping',
    title: { zhCn: '核对列对应关系', zhTw: '核對欄位對應', enUs: 'Checking the column mapping' },
    body: {
      zhCn: md`
        上传后，预览显示系统识别出的**表头行**和每列的**用途**（型号、名称/描述、品牌、数量、位号、供应商编号、客户料号等），以及按此读取的前 20 行物料。

        - 表头可以在表格任意位置，表头上方的标题行会被跳过；同一工作表中左右或上下排列的多个表格也能识别，可切换要核对的表格。
        - 没有表头名称的列，系统会根据内容判断（型号、已知品牌、位号、数量）。
        - 如识别有误，可为某列重新指定用途或更换表头行，预览会立即按服务器的读取结果刷新。一种用途只能对应一列。
        - 至少要有一列型号、名称、供应商编号或客户料号，才能确认。
        - 确认后，系统按表头记住贵公司这种格式的对应关系，下次上传相同格式时自动套用。

        尚未确认列的 BOM 会保存在 [我的BOM](/my_EMall?activeKey=1) 中，可以稍后继续。
      `,
      zhTw: md`
        上傳後，預覽會顯示系統辨識出的**表頭列**與每欄的**用途**（型號、名稱/描述、品牌、數量、位號、供應商編號、客戶料號等），以及據此讀取的前 20 筆物料。

        - 表頭可以在表格任意位置，表頭上方的標題列會被略過；同一工作表中左右或上下排列的多個表格也能辨識，可切換要核對的表格。
        - 沒有表頭名稱的欄，系統會依內容判斷（型號、已知品牌、位號、數量）。
        - 若辨識有誤，可為某欄重新指定用途或更換表頭列，預覽會立即依伺服器的讀取結果更新。一種用途只能對應一欄。
        - 至少要有一欄型號、名稱、供應商編號或客戶料號，才能確認。
        - 確認後，系統會依表頭記住貴公司這種格式的對應方式，下次上傳相同格式時自動套用。

        尚未確認欄位的 BOM 會保存在 [我的BOM](/my_EMall?activeKey=1) 中，可以稍後繼續。
      `,
      enUs: md`
        After the upload the preview shows the detected **header row**, the **role** of each column (part number, name or description, manufacturer, quantity, designators, supplier code, your part number …) and the first 20 lines as they will be read.

        - The header may be anywhere in the sheet; title rows above it are skipped. Several tables side by side or one below another are found too, and you can switch between them.
        - Columns without a header name are recognised by their content (part numbers, known manufacturers, designators, quantities).
        - If something is wrong, give a column another role or choose another header row: the preview is read again by the server at once. Each role belongs to one column.
        - A part number, name, supplier code or customer part number column is needed before you can confirm.
        - Once confirmed, the mapping is remembered for your company by the header row, and applied to the next upload of the same format.

        A BOM whose columns are not confirmed yet waits in [My BOMs](/my_EMall?activeKey=1) for you to continue.
      `,
    },
  },
  {
    slug: 'bom.matching',
    title: { zhCn: 'BOM 匹配规则', zhTw: 'BOM 比對規則', enUs: 'How BOM lines are matched' },
    body: {
      zhCn: md`
        每行物料按以下顺序匹配，结果中会显示命中的规则和可信度：

        - **型号完全一致**，或忽略大小写、空格和符号后一致：直接选中。
        - **LCSC 编号**、**Digi-Key / Mouser 编号**中包含的型号：直接选中。
        - **您曾为同一客户料号选过的型号**：直接选中。
        - **包装后缀不同**（如 \`-TR\`、\`#PBF\`、\`/NOPB\`）：BOM 写明品牌且只找到一个该品牌型号时选中。
        - **前缀相近**、**相差一个字符**、**描述中的型号**：只作为候选，请您确认。

        ## 品牌

        BOM 写明品牌时，只选中该品牌的型号（支持常见简称和中文名，如 TI、德州仪器、ST、瑞萨）；其他品牌的同型号以较低可信度列为候选。没有写品牌、多个品牌都有该型号时，选中库存最多的一个。

        ## 描述类物料

        如 "0603 4.7k电阻"、"100nF" 这样的描述不会被自动选中型号，除非同一行有供应商编号或您以前的选择。
      `,
      zhTw: md`
        每筆物料依下列順序比對，結果中會顯示命中的規則與可信度：

        - **型號完全一致**，或忽略大小寫、空格與符號後一致：直接選取。
        - **LCSC 編號**、**Digi-Key / Mouser 編號**中包含的型號：直接選取。
        - **您曾為同一客戶料號選過的型號**：直接選取。
        - **包裝後綴不同**（如 \`-TR\`、\`#PBF\`、\`/NOPB\`）：BOM 寫明品牌且只找到一個該品牌型號時選取。
        - **前綴相近**、**相差一個字元**、**描述中的型號**：僅作為候選，請您確認。

        ## 品牌

        BOM 寫明品牌時，只選取該品牌的型號（支援常見簡稱與中文名，如 TI、德州儀器、ST、瑞薩）；其他品牌的同型號以較低可信度列為候選。未寫品牌且多個品牌都有該型號時，選取庫存最多的一個。

        ## 描述類物料

        如「0603 4.7k電阻」、「100nF」這樣的描述不會被自動選取型號，除非同一列有供應商編號或您先前的選擇。
      `,
      enUs: md`
        Each line is matched in this order; the results show the rule that matched and its confidence:

        - **The exact part number**, or the same part number written with other case, spaces or marks: selected.
        - The part number inside an **LCSC code** or a **Digi-Key / Mouser code**: selected.
        - **The part you chose before for the same customer part number**: selected.
        - **Another packaging suffix** (such as \`-TR\`, \`#PBF\`, \`/NOPB\`): selected when the BOM names the manufacturer and exactly one of its parts is found.
        - **A similar prefix**, **one character off**, **a part number inside a description**: proposed only, for you to confirm.

        ## Manufacturers

        When the BOM names a manufacturer, only its parts are selected (common short and Chinese names work: TI, 德州仪器, ST, 瑞萨 for Renesas); the same part number of another maker is proposed at lower confidence. With no maker named and several makers selling the part number, the one with the most stock is chosen.

        ## Descriptions

        Descriptions such as "0603 4.7k resistor" or "100nF" never select a part by their text, only by a supplier code on the same row or your earlier choice.
      `,
    },
  },
  {
    slug: 'bom.to-cart',
    title: {
      zhCn: '确认匹配结果并加入购物车',
      zhTw: '確認比對結果並加入購物車',
      enUs: 'Confirming matches and adding them to the cart',
    },
    body: {
      zhCn: md`
        匹配结果页列出每行物料、选中的型号（按该行数量计价）、规则与可信度，可按"已匹配/未匹配"筛选。

        - "备选型号"列列出该行的候选型号，点击选择即可确定（规则显示为"手动选择"）。
        - 可修改某行的数量（须符合该型号的数量规则）或删除该行。
        - 勾选本页的行后点击"加入购物车"，每行按其数量和客户料号加入购物车；个别行被拒绝（如数量不符合规则）时会显示原因，其他行照常加入。换页或更换筛选会清空勾选。

        所有 BOM 都保存在 [我的BOM](/my_EMall?activeKey=1) 中。BOM 属于上传人本人；列对应关系和客户料号的选择由全公司共用。
      `,
      zhTw: md`
        比對結果頁列出每筆物料、選取的型號（依該筆數量計價）、規則與可信度，可依「已匹配/未匹配」篩選。

        - 「備選型號」欄列出該筆的候選型號，點擊即可選定（規則顯示為「手動選擇」）。
        - 可修改某筆的數量（須符合該型號的數量規則）或刪除該筆。
        - 勾選本頁的項目後點擊「加入購物車」，每筆依其數量與客戶料號加入購物車；個別項目被拒絕（如數量不符規則）時會顯示原因，其他項目照常加入。換頁或變更篩選會清除勾選。

        所有 BOM 都保存在 [我的BOM](/my_EMall?activeKey=1) 中。BOM 屬於上傳者本人；欄位對應與客戶料號的選擇由全公司共用。
      `,
      enUs: md`
        The match view lists every line with its chosen part (priced at the line's quantity), the rule and the confidence, and filters matched and unmatched lines.

        - The "Candidates" column lists a line's candidates: click one to choose it (the rule then reads "manual").
        - Change a line's quantity (the part's quantity rules apply) or remove the line.
        - Tick lines of the page and click "Add to cart": each goes in with its quantity and customer part number. A line that is refused (say, a quantity against the rules) shows why; the others still go in. Changing the page or the filter clears the ticks.

        Every BOM is kept in [My BOMs](/my_EMall?activeKey=1). A BOM belongs to whoever uploaded it; column mappings and customer part number choices are shared by the whole company.
      `,
    },
  },
];
