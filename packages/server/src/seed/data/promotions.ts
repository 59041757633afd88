/** Ads (R-DOM-42): name, type (adType), link. */
export const ADS: Array<[string, string, string]> = [
  ['開屏廣告：暑期班早鳥優惠', 'fullscreen', '/campaigns/summer'],
  ['文章內廣告：文憑試衝刺班', 'article', '/lessons?subject=maths'],
  ['列表廣告：新導師推介', 'list', '/teachers?labels=experienced'],
  ['影片廣告：導師分享會精華', 'video', '/events/sharing'],
  ['頁尾廣告：網上補習九折', 'footer', '/campaigns/online'],
  ['開屏廣告：農曆新年祝福', 'fullscreen', '/news/lunar-new-year'],
  ['列表廣告：IELTS 小組班', 'list', '/lessons?subject=ielts'],
  ['文章內廣告：升中面試工作坊', 'article', '/events/interview'],
  ['頁尾廣告：推薦朋友賺禮券', 'footer', '/campaigns/referral'],
  ['影片廣告：家長心聲', 'video', '/reviews']
]

/** Campaigns (R-DOM-43): name, description in Traditional Chinese and English, length in days. */
export const CAMPAIGNS: Array<[string, string, string, number]> = [
  ['暑期班早鳥優惠', '七月前報名暑期班可享九折。', '10% off summer classes booked before July.', 45],
  ['推薦朋友計劃', '成功推薦朋友可獲 $100 書券。', 'Get a $100 book voucher for each friend who signs up.', 90],
  ['網上補習九折', '首月網上補習學費九折。', '10% off the first month of online lessons.', 30],
  ['新導師迎新獎賞', '首三個月免收行政費。', 'No administration fee for a new tutor’s first three months.', 60],
  ['文憑試衝刺計劃', '考前兩個月密集操練課程。', 'Intensive practice in the two months before the exams.', 60],
  ['聖誕親子工作坊', '聖誕假期親子英語遊戲工作坊。', 'English games workshops for parents and children over Christmas.', 14],
  ['開學文具大抽獎', '九月登記即可參加抽獎。', 'Register in September to enter the prize draw.', 30],
  ['學期中檢討優惠', '學期中更換導師免收行政費。', 'Change tutors mid-term with no administration fee.', 21]
]

/** Products (R-DOM-44): name, price (HK$), description in Traditional Chinese and English. */
export const PRODUCTS: Array<[string, number, string, string]> = [
  ['文憑試數學試題精讀', 168, '按課題分類的歷屆試題及詳解。', 'Past papers by topic with worked answers.'],
  ['英文作文範文集', 128, '五十篇高分範文及評語。', 'Fifty high-scoring essays with comments.'],
  ['化學實驗筆記', 98, '涵蓋所有必修實驗。', 'Covers every required practical.'],
  ['小一升中數學練習', 88, '小學數學基礎練習。', 'Basic primary maths practice.'],
  ['IELTS 口試備戰手冊', 148, '常見題目及答題框架。', 'Common questions and answer frameworks.'],
  ['物理公式速查卡', 48, '隨身攜帶的公式卡。', 'Pocket cards of physics formulas.'],
  ['中文閱讀理解攻略', 118, '文憑試中文卷一題型分析。', 'HKDSE Chinese Paper 1 question types.'],
  ['經濟科圖表練習', 108, '供求及市場結構圖表練習。', 'Supply, demand and market structure diagrams.'],
  ['生物科溫習筆記', 138, '精簡重點筆記及練習。', 'Concise notes with exercises.'],
  ['普通話拼音入門', 78, '適合初學者的拼音練習。', 'Pinyin practice for beginners.'],
  ['升中面試模擬題', 98, '一百條常見面試問題。', 'A hundred common interview questions.'],
  ['溫習計劃手帳', 58, '規劃每週溫習進度。', 'Plan each week of revision.']
]

/** Events (R-DOM-45): name, location (eventLocation), venue, description in Traditional Chinese and English. */
export const EVENTS: Array<[string, string, string, string, string]> = [
  ['文憑試放榜升學講座', 'hk', '旺角彌敦道 688 號 12 樓', '分析聯招收生分數及放榜策略。', 'JUPAS scores and what to do on results day.'],
  ['導師分享會', 'hk', '灣仔軒尼詩道 302 號 8 樓', '資深導師分享教學心得。', 'Experienced tutors share what works.'],
  ['升中面試工作坊', 'hk', '沙田正街 18 號 5 樓', '模擬面試及即時回饋。', 'Mock interviews with feedback.'],
  ['加拿大升學分享會', 'canada', 'Richmond Public Library, Richmond BC', '介紹加拿大中學及大學的入學要求。', 'Entry requirements of Canadian schools and universities.'],
  ['親子英語閱讀日', 'hk', '觀塘開源道 55 號 3 樓', '透過繪本培養閱讀興趣。', 'Picture books for a love of reading.'],
  ['溫哥華家長講座', 'canada', 'Vancouver Public Library, Vancouver BC', '移民家庭的學習支援。', 'Study support for families who have moved.'],
  ['STEM 科學實驗日', 'hk', '九龍塘達之路 83 號', '小學生動手做實驗。', 'Hands-on experiments for primary pupils.'],
  ['文憑試模擬考試', 'hk', '荃灣青山公路 264 號 6 樓', '全港模擬考試及成績分析。', 'A mock exam with an analysis of results.'],
  ['多倫多升學博覽', 'canada', 'Metro Toronto Convention Centre, Toronto ON', '各大專院校攤位及諮詢。', 'Meet colleges and universities.'],
  ['暑期興趣班開放日', 'hk', '將軍澳唐德街 9 號 2 樓', '試玩各類暑期課程。', 'Try our summer courses.']
]

/** Messages of the contact form (R-DOM-02). */
export const CONTACT_MESSAGES = [
  '請問有沒有可以教 IB 數學的導師？',
  '想查詢網上補習的收費。',
  '導師上星期沒有準時上課，希望跟進。',
  '請問可以更改上課時間嗎？',
  '想了解成為導師的要求。',
  '我的帳戶無法登入，請協助。',
  '請問暑期班還有名額嗎？',
  '想為兩個孩子找同一位導師。',
  '請問行政費如何繳付？',
  '希望取消下星期的課堂。'
]

/** Remarks families add to a request (R-DOM-03). */
export const REQUEST_REMARKS = [
  '希望導師有耐性，學生比較內向。',
  '需要準備學校測驗。',
  '學生英文基礎較弱。',
  '希望導師可以用英語授課。',
  '學生準備升中面試。',
  '只限平日晚上上課。',
  '家中有狗，希望導師不怕狗。',
  '希望導師有文憑試 5** 成績。',
  ''
]

/** Kinds of lesson a tutor runs, in Traditional Chinese and English. */
export const LESSON_KINDS: Array<[string, string]> = [
  ['小組班', 'small group class'],
  ['精讀班', 'intensive class'],
  ['衝刺班', 'sprint class'],
  ['試前操練', 'exam practice'],
  ['基礎班', 'foundation class']
]

/** Places lessons are held. */
export const LESSON_VENUES = [
  '旺角彌敦道 688 號 12 樓',
  '銅鑼灣軒尼詩道 500 號 20 樓',
  '沙田正街 18 號 5 樓',
  '觀塘開源道 55 號 3 樓',
  '網上（Zoom）'
]
