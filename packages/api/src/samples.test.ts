import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer.ts';
import { protectionCalls } from './areas/protection.ts';
import { type CallName, type CallSpec, calls } from './calls.ts';
import { apiMessages } from './result.ts';
import { createContractCheck } from './testing.ts';

// Answers shaped like the real backend's: DECIMAL columns as strings, sums as 0, config values as strings or null,
// Laravel paginators, `data: []` or `""` for nothing. Where the backend's source (endian001/javaxiangmu,
// app/Http/Controllers/Api/*.php) and backend-contract.md differ, the source's answer is the sample: its words
// (the code table's 成功 where a controller passes none), its decimals (abs() of a DECIMAL is a float), its
// English labels. Each must validate against openapi.yaml and parse with the call's schema; `quirks of the
// backend's source` below holds a call's other answers (refusals, the second branch).

const check = createContractCheck();
const at = '2026-11-22 10:00:00';

function paginator(rows: unknown[], page = 1, lastPage = 1, perPage: number | string = 15) {
  return {
    current_page: page,
    data: rows,
    first_page_url: 'https://api.example.com/api/x?page=1',
    from: rows.length ? 1 : null,
    last_page: lastPage,
    last_page_url: `https://api.example.com/api/x?page=${lastPage}`,
    next_page_url: page < lastPage ? `https://api.example.com/api/x?page=${page + 1}` : null,
    path: 'https://api.example.com/api/x',
    per_page: perPage,
    prev_page_url: null,
    to: rows.length ? rows.length : null,
    total: rows.length,
  };
}

const bank = {
  id: 1,
  code: 'ICBC',
  bank_name: '中国工商银行',
  order: 1,
  max_amount: '50000.00',
  bank_img: 'https://api.example.com/uploads/icbc.png',
  state: 1,
  created_at: at,
  updated_at: at,
  ico: 'https://api.example.com/uploads/icbc.png',
};
const paySetting = {
  id: 3,
  bank_id: 1,
  bank_no: '6212260200012345678',
  bank_owner: '李明',
  bank_address: '深圳福田支行',
  info: null,
  state: 1,
  created_at: at,
  updated_at: at,
  bank_data: bank,
  ico: 'https://api.example.com/uploads/icbc.png',
};
const user = {
  api_token: 'x'.repeat(60),
  balance: '100.10',
  birthday: null,
  fanshui: 0,
  realname: '张三',
  transferstatus: 0,
  username: 'demo01',
  level: 2,
  vip: 2,
  joinday: 3,
  gameblance: 12.5,
  avatar: '',
  mobile: null,
  email: null,
  usdtrate: '7.2',
  withdrawusdtrate: '7.0',
  withdrawcashfee: '5',
  withdrawfeeusdttrc: '1',
  paysum: '1200.00',
  totalgame: 3,
  isagent: 0,
  current_vip: 'VIP2',
  next_vip: 'VIP3',
  vipname: '/static/style/vip2.png',
};

type Sample = { body: unknown; data: unknown; message?: string };

/** One real-shaped success answer per call, with the clean data the app gets from it. */
const samples: Record<CallName, Sample> = {
  app: {
    body: {
      code: 200,
      message: '',
      data: {
        title: null,
        site_state: '1',
        repair_tips: null,
        site_logo: null,
        redpacket_switch: '0',
        index_modal: '0',
        webcontent: null,
        ios_download_qrcode: 'https://api.example.com/uploads/',
      },
    },
    data: {
      title: 'TG娱乐城',
      siteState: 1,
      repairTips: '',
      siteLogo: '',
      appState: 0,
      iosDownloadUrl: '',
      redpacketSwitch: 0,
      indexModal: 0,
      webcontent: '',
    },
  },
  getVisitUrl: { body: { code: 500, message: 'wap', data: [] }, data: { url: null }, message: 'wap' },
  getservicerurl: {
    body: { code: 200, message: '', data: { url: '', domain: 'https://api.example.com' } },
    data: { url: null },
  },
  getAgentLoginUrl: {
    body: { code: 200, message: '', data: { url: 'https://agent.example.com' } },
    data: { url: 'https://agent.example.com' },
  },
  // AuthController::login_pc: the code table's 成功; the token rotates, so the app reads new_api_token.
  login: {
    body: { code: 200, message: '成功', data: { username: 'demo01', api_token: 'a', new_api_token: 'b' } },
    data: { token: 'b' },
  },
  // AuthController::register: the created record, the payment password's hash included.
  register: {
    body: {
      code: 200,
      message: '成功',
      data: {
        username: 'u1',
        realname: '李四',
        status: 1,
        vip: 1,
        api_token: 't',
        pid: null,
        paypwd: '$2y$10$x',
        id: 9,
        created_at: at,
        updated_at: at,
      },
    },
    data: { token: 't' },
  },
  logoff: { body: { code: 200, message: '退出成功', data: [] }, data: null },
  user: {
    body: { code: 200, message: '', data: user },
    data: {
      username: 'demo01',
      balance: 100.1,
      gameBalance: 12.5,
      vip: 2,
      depositTotal: 1200,
      erc20Fee: 5,
      trc20Fee: 1,
    },
  },
  balance: { body: { code: 200, message: '', data: { balance: '0.10' } }, data: { balance: 0.1, gameBalance: 0 } },
  gameList: {
    body: {
      code: 200,
      message: '',
      data: [
        {
          id: 1,
          name: '麻将胡了',
          name_en: null,
          platform_name: 'pg',
          category_id: 'gaming',
          game_code: '65',
          app_state: 1,
          is_hot: 1,
          is_new: 0,
          is_recommend: 0,
          check_yes_img: null,
          check_no_img: null,
          api_logo_img: null,
          mobile_img: 'https://api.example.com/uploads/mj.png',
          header_logo: null,
        },
      ],
    },
    data: [
      {
        id: 1,
        name: '麻将胡了',
        nameEn: '',
        platform: 'pg',
        category: 'gaming',
        gameCode: '65',
        isShown: true,
        isHot: true,
        isNew: false,
        isRecommended: false,
        image: 'https://api.example.com/uploads/mj.png',
        logo: '',
        iconOn: '',
        iconOff: '',
        headerLogo: '',
      },
    ],
  },
  gamelistBycode: {
    body: {
      code: 200,
      message: '',
      data: [
        {
          gamepic: 'https://cdn.example.com/1.png',
          catecode: 'obgdy',
          gamename: '捕鱼大亨',
          gamecode: '1001',
          gametype: 'fishing',
        },
      ],
    },
    data: [
      {
        platform: 'obgdy',
        gameCode: '1001',
        name: '捕鱼大亨',
        image: 'https://cdn.example.com/1.png',
        gameType: 'fishing',
        category: 'fishing',
      },
    ],
  },
  getGameUrl: {
    body: { code: 200, message: '', data: { url: 'https://game.example.com/play?t=1' } },
    data: { url: 'https://game.example.com/play?t=1' },
  },
  bannerList: {
    body: {
      code: 200,
      message: '',
      data: [
        { src: 'https://api.example.com/b1.jpg', background: '#fff', url: null },
        { src: '/static/banner.png', background: '' },
      ],
    },
    data: [
      { image: 'https://api.example.com/b1.jpg', background: '#fff', link: null },
      { image: '/static/banner.png', background: '', link: null },
    ],
  },
  homenotice: {
    body: { code: 200, message: '', data: ['系统维护通知', '新游戏上线'] },
    data: [
      { title: '系统维护通知', content: '' },
      { title: '新游戏上线', content: '' },
    ],
  },
  activitytype: {
    body: { code: 200, message: '', data: [{ id: 1, name: '新人专享', state: 1, created_at: at, updated_at: at }] },
    data: [{ id: 1, name: '新人专享' }],
  },
  activitylist: {
    body: {
      code: 200,
      message: '',
      data: paginator(
        [
          {
            id: 3,
            title: '首存送',
            type: 1,
            entitle: null,
            apply_count: 0,
            banner: 'https://api.example.com/a.png',
            can_apply: 1,
            state: 1,
            created_at: at,
          },
        ],
        1,
        1,
        '99',
      ),
    },
    data: {
      rows: [
        {
          id: 3,
          title: '首存送',
          type: 1,
          banner: 'https://api.example.com/a.png',
          canApply: true,
          isActive: true,
          applyCount: 0,
          createdAt: at,
        },
      ],
      total: 1,
      lastPage: 1,
      page: 1,
      perPage: 99,
    },
  },
  article: { body: { code: 200, message: '', data: null }, data: null },
  updateuserinfo: { body: { code: 200, message: '修改成功', data: [] }, data: null },
  uploadimg: { body: { code: 200, message: '上传成功', data: '' }, data: { avatar: '' } },
  editPassword: { body: { code: 200, message: '修改成功', data: [] }, data: null },
  editPayPassword: { body: { code: 200, message: '修改成功' }, data: null },
  getcard: {
    body: {
      code: 200,
      message: '',
      data: [
        {
          id: 5,
          user_id: 1,
          bank: 'USDT',
          bank_no: 'TXa9JkLmNoPqRsTuVwXyZ12345',
          bank_address: null,
          bank_owner: 'TRC20',
          deleted_at: null,
          created_at: at,
          updated_at: at,
          ico: '',
          bank_not: '2345',
          usdtrate: '7.2',
          withdrawusdtrate: '7.0',
        },
      ],
    },
    data: [
      {
        id: 5,
        bank: 'USDT',
        number: 'TXa9JkLmNoPqRsTuVwXyZ12345',
        lastFour: '2345',
        owner: 'TRC20',
        address: '',
        icon: '',
        createdAt: at,
      },
    ],
  },
  bindcard: { body: { code: 200, message: '绑定成功', data: [] }, data: null },
  delcard: { body: { code: 200, message: '解绑成功', data: [] }, data: null },
  banklist: {
    body: { code: 200, message: '', data: [bank] },
    data: [
      { id: 1, code: 'ICBC', name: '中国工商银行', icon: 'https://api.example.com/uploads/icbc.png', maxAmount: 50000 },
    ],
  },
  getPayWay: {
    body: { code: 200, message: 'success', data: { wechat: 0, usdt: 1, alipay: 1, card: 1 } },
    data: { antoken: false, card: true, usdt: true, wechat: false, alipay: true, dsfpay: false },
    message: 'success',
  },
  getPayRange: {
    body: { code: 200, message: '', data: { min_price: 0, max_price: '10000.00' } },
    data: { minPrice: 0, maxPrice: 10000 },
  },
  recharge: {
    body: { code: 200, message: 'CZ2026112210000012345', data: [] },
    data: { depositNo: 'CZ2026112210000012345' },
    message: 'CZ2026112210000012345',
  },
  getpaybank: {
    body: { code: 200, message: '', data: [paySetting] },
    data: [
      {
        id: 3,
        bankName: '中国工商银行',
        number: '6212260200012345678',
        owner: '李明',
        address: '深圳福田支行',
        info: '',
        icon: 'https://api.example.com/uploads/icbc.png',
      },
    ],
  },
  payinfo: {
    body: {
      code: 200,
      message: 'usdtpay',
      data: {
        deposit_no: 'CZ1',
        info: {
          id: 1,
          order_no: 'CZ1',
          out_trade_no: 'CZ1',
          user_id: 1,
          amount: '720.00',
          cash_fee: '0.00',
          real_money: 100,
          pay_way: 'usdt',
          state: 1,
          paytype: 'USDT',
          usdtrate: '7.20',
          created_at: at,
          updated_at: at,
        },
        cardlist: {
          id: 4,
          mch_id: 'TQ9xAddress',
          key: 'leaked-gateway-key',
          content: 'TRC20',
          status: 1,
          payimg: 'https://api.example.com/qr.png',
          min_price: '100.00',
          max_price: '50000.00',
        },
      },
    },
    data: {
      payType: 'usdtpay',
      depositNo: 'CZ1',
      amount: 720,
      realMoney: 100,
      payTypeLabel: 'USDT',
      usdtRate: 7.2,
      state: 1,
      createdAt: at,
      receivingAccounts: [],
      channel: {
        merchantId: 'TQ9xAddress',
        content: 'TRC20',
        image: 'https://api.example.com/qr.png',
        minPrice: 100,
        maxPrice: 50000,
      },
      qrcode: '',
      url: '',
    },
    message: 'usdtpay',
  },
  getBetAmount: { body: { code: 200, message: '', data: { bet_amount: 0 } }, data: { betAmount: 0 } },
  // PayController::withdraw: returnMsg(200), so 成功 and data [].
  withdraw: { body: { code: 200, message: '成功', data: [] }, data: null },
  // safeAccountToGameTransfer: the wallet read back from the database (DECIMAL text), the code table's 成功.
  transfer: { body: { code: 200, message: '成功', data: { balance: '8788.00' } }, data: { balance: 8788 } },
  // PayController::safeUserTransAll: the venue of the latest transfer in, its whole yuan, the wallet after as a float.
  transall: {
    body: { code: 200, message: 'transfer success', data: { balance: 10120.15 } },
    data: { balance: 10120.15 },
    message: 'transfer success',
  },
  // PayController::refreshusermoney: its own English words.
  refreshusermoney: {
    body: {
      code: 200,
      message: 'refresh success',
      data: {
        ...user,
        current_vip: undefined,
        next_vip: undefined,
        paysum: undefined,
        totalgame: undefined,
        isagent: undefined,
      },
    },
    data: { username: 'demo01', currentVip: '', vip: 2, depositTotal: 0 },
    message: 'refresh success',
  },
  uptransferstatus: { body: { code: 200, message: '申请成功', data: '' }, data: null },
  // The backend's own answer (answers.md, userapimoney/AG): the aggregator's balance alone, as a number.
  userapimoney: {
    body: { code: 200, message: '成功', data: { balance: 200 } },
    data: { balance: 200 },
  },
  balancelist: {
    body: {
      code: 200,
      message: '',
      data: [
        { balance: '12.30', name: 'AG真人', platname: 'ag', app_icon: 'https://api.example.com/uploads/ag.png' },
        { balance: 0, name: 'PG电子', platname: 'pg', app_icon: '' },
      ],
    },
    data: [
      {
        platform: 'ag',
        name: 'AG真人',
        balance: 12.3,
        hasAccount: true,
        icon: 'https://api.example.com/uploads/ag.png',
      },
      { platform: 'pg', name: 'PG电子', balance: 0, hasAccount: false, icon: '' },
    ],
  },
  balancelist2: {
    body: { code: 200, message: '', data: [{ balance: '0.00', name: 'AG真人', platname: 'ag', app_icon: '' }] },
    data: [{ platform: 'ag', name: 'AG真人', balance: 0, hasAccount: true, icon: '' }],
  },
  applyagentdo: { body: { code: 200, message: '申请成功', data: '' }, data: null },
  noticeList: {
    body: {
      code: 200,
      message: '',
      data: paginator(
        [{ id: 1, type: 1, title: '公告', content: '<p>hi</p>', created_at: at, updated_at: at }],
        2,
        3,
        10,
      ),
    },
    data: {
      rows: [{ id: 1, type: 1, title: '公告', content: '<p>hi</p>', createdAt: at }],
      total: 1,
      lastPage: 3,
      page: 2,
      perPage: 10,
    },
  },
  betrecord: {
    body: {
      code: 200,
      message: '',
      data: paginator([
        {
          bet_id: 'B1',
          bet_time: at,
          platform_type: 'ag',
          bet_amount: '100.00',
          win_loss: '-100.00',
          status: 1,
          Code: 'AG真人',
        },
      ]),
    },
    data: {
      rows: [
        {
          betId: 'B1',
          betTime: at,
          platform: 'ag',
          platformName: 'AG真人',
          betAmount: 100,
          winLoss: -100,
          status: 1,
          playName: '',
          playMemo: '',
        },
      ],
      total: 1,
      lastPage: 1,
      page: 1,
      perPage: 15,
    },
  },
  // IndexController::transRecord, type 1: abs(amount) (a float), the English label of $pay_way.
  gettransrecord: {
    body: {
      code: 200,
      message: '成功',
      data: paginator([{ amount: 500, created_at: at, state: 2, pay_way: 'Alipay', out_trade_no: '17320000011234' }]),
    },
    data: {
      rows: [
        {
          orderNo: '17320000011234',
          amount: 500,
          realMoney: 500,
          state: 2,
          payWay: 'Alipay',
          platform: '',
          createdAt: at,
        },
      ],
      total: 1,
      lastPage: 1,
      page: 1,
      perPage: 15,
    },
  },
  getfanshui: {
    body: { code: 200, message: '', data: { list: paginator([]), jisuan: 0, nojisuan: '12.50' } },
    data: { page: { rows: [], total: 0, lastPage: 1, page: 1, perPage: 15 }, claimed: 0, unclaimed: 12.5 },
  },
  dofanshui: { body: { code: 200, message: '成功领取', data: '' }, data: null, message: '成功领取' },
  activityApplyLog: {
    body: {
      code: 200,
      message: '',
      data: paginator(
        [
          {
            id: 2,
            activity_id: 3,
            user_id: 1,
            state: 1,
            check_time: null,
            created_at: at,
            updated_at: at,
            activity_name: '首存送',
          },
        ],
        1,
        1,
        '10',
      ),
    },
    data: {
      rows: [{ id: 2, activityId: 3, activityName: '首存送', state: 1, checkedAt: '', createdAt: at }],
      total: 1,
      lastPage: 1,
      page: 1,
      perPage: 10,
    },
  },
  redpacket: {
    body: {
      code: 200,
      message: '',
      data: paginator(
        [
          {
            id: 1,
            redpacketid: 1,
            redpacketfee: '0.00',
            uid: 1,
            money: '1000.00',
            status: 1,
            redpacketmoney: '8.88',
            usetime: at,
            isuse: 1,
            amount: '8.88',
            created_at: at,
            updated_at: at,
          },
        ],
        1,
        1,
        10,
      ),
    },
    data: {
      rows: [{ id: 1, depositAmount: 1000, amount: 8.88, usedAt: at, createdAt: at }],
      total: 1,
      lastPage: 1,
      page: 1,
      perPage: 10,
    },
  },
  userredpacket: {
    body: {
      code: 200,
      message: '',
      data: {
        sendnums: -1,
        acquirednum: 4,
        redPacketStatus: 'STARTING',
        rules: [
          {
            id: 1,
            day_flow: '100.00',
            recharge: '3.00',
            flow_money: '100000.00',
            money: '2.00',
            start_time: at,
            end_time: at,
            status: 1,
            created_at: at,
            updated_at: at,
          },
        ],
        max_times: 3,
      },
    },
    data: {
      remaining: -1,
      acquired: 4,
      phase: 'STARTING',
      maxTimes: 3,
      rules: [
        {
          id: 1,
          depositFrom: 100,
          depositTo: 100000,
          grabs: 3,
          percent: 2,
          startTime: at,
          endTime: at,
          isActive: true,
        },
      ],
    },
  },
  douserredpacket: {
    body: { code: 200, message: '成功领取', data: { redpacketmoney: 3.14, sendnums: 2, acquirednum: 1 } },
    data: { amount: 3.14, remaining: 2, acquired: 1 },
    message: '成功领取',
  },
  uservip: {
    body: {
      code: 200,
      message: '',
      data: [
        {
          id: 1,
          vipname: 'VIP1',
          viptype: 1,
          recharge: '0.00',
          flow: '0.00',
          realperson: '0.40',
          electron: '0.50',
          joker: '0.40',
          sport: '0.45',
          fish: '0.50',
          lottery: '0.30',
          e_sport: '0.45',
          status: 1,
          exp: 0,
          is_default: 1,
          created_at: at,
          updated_at: at,
        },
      ],
    },
    data: [
      {
        id: 1,
        name: 'VIP1',
        level: 1,
        depositThreshold: 0,
        turnover: 0,
        rates: { live: 0.4, slots: 0.5, board: 0.4, sports: 0.45, fishing: 0.5, lottery: 0.3, esports: 0.45 },
        isActive: true,
        image: '',
      },
    ],
  },
  activitydeatil: {
    body: {
      code: 200,
      message: '',
      data: {
        id: 3,
        type: 1,
        title: '首存送',
        entitle: null,
        content: '<p>内容</p>',
        encontent: null,
        memo: null,
        enmemo: null,
        apply_count: 2,
        banner: 'https://api.example.com/a.png',
        app_img: null,
        can_apply: 0,
        state: 1,
        app_state: 1,
        created_at: at,
        updated_at: at,
      },
    },
    data: {
      id: 3,
      title: '首存送',
      type: 1,
      banner: 'https://api.example.com/a.png',
      canApply: false,
      isActive: true,
      applyCount: 2,
      createdAt: at,
      content: '<p>内容</p>',
      memo: '',
      appImage: '',
    },
  },
  doactivityapply: { body: { code: 200, message: '申请成功', data: '' }, data: null, message: '申请成功' },
  limits: {
    body: {
      code: 200,
      message: '成功',
      data: {
        day: { amount: '1000.00', pending_amount: '5000.00', pending_at: '2026-11-23 10:00:00', used: '200.50' },
        week: { amount: null, pending_amount: null, pending_at: null, used: 0 },
        month: { amount: 20000, pending_amount: null, pending_at: '2026-11-23 09:30:00', used: '3200.00' },
      },
    },
    data: {
      day: { amount: 1000, pending: { amount: 5000, at: '2026-11-23 10:00:00' }, used: 200.5 },
      week: { amount: null, pending: null, used: 0 },
      month: { amount: 20000, pending: { amount: null, at: '2026-11-23 09:30:00' }, used: 3200 },
    },
  },
  setLimit: {
    body: {
      code: 200,
      message: '成功',
      data: {
        day: { amount: '500.00', pending_amount: null, pending_at: null, used: '0.00' },
        week: { amount: null, pending_amount: null, pending_at: null, used: '0.00' },
        month: { amount: null, pending_amount: null, pending_at: null, used: '0.00' },
      },
    },
    data: {
      day: { amount: 500, pending: null, used: 0 },
      week: { amount: null, pending: null, used: 0 },
      month: { amount: null, pending: null, used: 0 },
    },
  },
  takeBreak: {
    body: { code: 200, message: '成功', data: { until: '2026-11-29 10:00:00' } },
    data: { until: '2026-11-29 10:00:00' },
  },
  sessionResult: {
    body: { code: 200, message: '成功', data: { stakes: '1250.00', wins: '980.40', bets: 37 } },
    data: { stakes: 1250, wins: 980.4, bets: 37 },
  },
};

/** Every call, each seen as a call of unknown data so one loop can read them all. */
const everyCall: Array<[CallName, CallSpec<unknown>]> = (Object.keys(calls) as CallName[]).map((name) => [
  name,
  calls[name],
]);

describe('real-shaped answers of every call', () => {
  for (const [name, sample] of Object.entries(samples) as Array<[CallName, Sample]>) {
    it(`${name}: validates against openapi.yaml and parses to clean data`, () => {
      const call: CallSpec<unknown> = calls[name];
      expect(check(call.method, call.path, sample.body)).toEqual([]);
      const result = readAnswer(call, 200, JSON.stringify(sample.body));
      expect(result).toMatchObject({ ok: true, data: sample.data, message: sample.message ?? expect.any(String) });
    });
  }
});

/** A call's other answers, as the backend's source gives them, with what the app reads from each. */
const sourceAnswers: Array<[CallName, string, unknown, unknown]> = [
  [
    'register',
    "refuses the spec's six-digit payment password (AuthController: paypassword min:8)",
    { code: 1000, message: '密码8到20位' },
    { ok: false, error: { kind: 'server', message: '密码8到20位', code: 1000 } },
  ],
  [
    'register',
    'refuses a taken name with the code table',
    { code: 201, message: '此用户名已被注册', data: [] },
    { ok: false, error: { kind: 'server', message: '此用户名已被注册', code: 201 } },
  ],
  [
    'transfer',
    'answers a transfer out of a venue with the float it added to and its own words',
    { code: 200, message: 'transfer success', data: { balance: 10050.1 } },
    { ok: true, data: { balance: 10050.1 }, message: 'transfer success' },
  ],
  [
    'transfer',
    "passes on the aggregator's refusal of a transfer in, with the wallet after the refund",
    { code: 209, message: 'Tg钱包转入失败，请检查Tg钱包余额', data: { balance: 10000 } },
    { ok: false, error: { kind: 'server', message: 'Tg钱包转入失败，请检查Tg钱包余额', code: 209 } },
  ],
  [
    'transfer',
    "passes on the aggregator's own reply to a transfer out",
    { code: 209, message: '余额不足', data: { code: 201, message: '余额不足' } },
    { ok: false, error: { kind: 'server', message: '余额不足', code: 209 } },
  ],
  [
    'transfer',
    'refuses before logging, in its own English',
    { code: 209, message: 'cross-platform transfer is disabled', data: [] },
    { ok: false, error: { kind: 'server', message: 'cross-platform transfer is disabled', code: 209 } },
  ],
  [
    'transall',
    'brings nothing back when the latest transfer in left less than a yuan',
    { code: 200, message: 'no balance to recover', data: '' },
    { ok: true, data: { balance: null }, message: 'no balance to recover' },
  ],
  [
    'transall',
    "says the aggregator's words when it cannot read the venue's balance",
    { code: 201, message: 'balance query failed', data: '' },
    { ok: false, error: { kind: 'server', message: 'balance query failed', code: 201 } },
  ],
  [
    'gettransrecord',
    'gives a USDT withdrawal abs(real_money): the USDT that arrives, as a float',
    {
      code: 200,
      message: '成功',
      data: paginator([
        {
          real_money: '71.43',
          created_at: at,
          state: 1,
          out_trade_no: '17320000019876',
          type: 2,
          pay_way: 'USDT-TRC20',
          amount: 71.43,
        },
      ]),
    },
    {
      ok: true,
      data: {
        rows: [
          {
            orderNo: '17320000019876',
            amount: 71.43,
            realMoney: 71.43,
            state: 1,
            payWay: 'USDT-TRC20',
            createdAt: at,
          },
        ],
      },
    },
  ],
  [
    'gettransrecord',
    "lists a failed transfer in (state 0) and a bonus as 'Wallet', without order numbers",
    {
      code: 200,
      message: '成功',
      data: paginator([
        { real_money: '50.00', created_at: at, state: 0, api_type: 'AG', pay_way: 'AG真人', amount: 50 },
        { real_money: '8.80', created_at: at, state: 1, api_type: 'web', pay_way: 'Wallet', amount: 8.8 },
      ]),
    },
    {
      ok: true,
      data: {
        rows: [
          { orderNo: '', amount: 50, realMoney: 50, state: 0, payWay: 'AG真人', platform: 'AG' },
          { orderNo: '', amount: 8.8, realMoney: 8.8, state: 1, payWay: 'Wallet', platform: 'web' },
        ],
      },
    },
  ],
  [
    'login',
    "words a short password with the register's message (password.min)",
    { code: 1000, message: '密码8到20位' },
    { ok: false, error: { kind: 'server', message: '密码8到20位', code: 1000 } },
  ],
];

/** activitydeatil for an unknown id, as the backend answered it (shared/real-backend/answers.md, "activitydeatil 999"). */
const unknownPromotion = {
  code: 200,
  message: 'activity not found',
  data: {
    id: 999,
    title: '',
    entitle: '',
    type: 0,
    type_name: '',
    content: '',
    memo: '',
    enmemo: '',
    apply_count: 0,
    banner: '',
    app_img: '',
    popup_image: '',
    app_popup_image: '',
    detail_image: '',
    app_detail_image: '',
    button_text: '',
    can_apply: 0,
    requires_auth: 0,
    action_url: '',
    is_popup: 0,
    popup_frequency: 'once',
    popup_delay_seconds: 0,
    sort_order: 0,
    starts_at: '',
    ends_at: '',
    state: 0,
    app_state: 0,
  },
};

describe("quirks of the backend's source", () => {
  for (const [name, label, body, expected] of sourceAnswers) {
    it(`${name} ${label}`, () => {
      const call: CallSpec<unknown> = calls[name];
      expect(check(call.method, call.path, body)).toEqual([]);
      expect(readAnswer(call, 200, JSON.stringify(body))).toMatchObject(expected as object);
    });
  }

  it('reads the blank promotion of an unknown id (code 200, "activity not found") as no such promotion', () => {
    const call: CallSpec<unknown> = calls.activitydeatil;
    expect(check(call.method, call.path, unknownPromotion)).toEqual([]);
    const notFound = { ok: false, error: { kind: 'server', message: 'activity not found' } };
    expect(readAnswer(call, 200, JSON.stringify(unknownPromotion))).toEqual(notFound);
    // Either mark alone is the placeholder: the message with any item, or the blank item under another message.
    const withItem = { ...unknownPromotion, data: { ...unknownPromotion.data, title: '首存送', state: 1 } };
    expect(readAnswer(call, 200, JSON.stringify(withItem))).toEqual(notFound);
    expect(readAnswer(call, 200, JSON.stringify({ ...unknownPromotion, message: '成功' }))).toEqual(notFound);
    // A shown promotion is never blank: a title, or state 1, reads as the promotion.
    for (const data of [
      { ...unknownPromotion.data, title: '首存送' },
      { ...unknownPromotion.data, state: 1 },
    ]) {
      expect(readAnswer(call, 200, JSON.stringify({ code: 200, message: '成功', data }))).toMatchObject({ ok: true });
    }
  });

  it('reads a 5xx that still carries the envelope as the server refusing, keeping the HTTP status', () => {
    const body = { code: 500, message: '系统繁忙', data: [] };
    for (const [name, call] of everyCall) {
      expect(readAnswer(call, 502, JSON.stringify(body)), name).toEqual({
        ok: false,
        error: { kind: 'server', message: '系统繁忙', code: 500, httpStatus: 502 },
      });
    }
  });

  it("reads Laravel's 404 page (a path the backend does not route, as the spec's /api/hotlogin) as a server error", () => {
    const page = '<!DOCTYPE html><html><head><title>Not Found</title></head><body>404 | Not Found</body></html>';
    expect(readAnswer(calls.getGameUrl, 404, page)).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 404 },
    });
    expect(Object.values(calls).map((call) => call.path)).not.toContain('/api/hotlogin');
  });

  it('reads the JSON 404 of a path the backend does not route (the optional protection calls) as a server error', () => {
    for (const call of Object.values(protectionCalls)) {
      expect(readAnswer(call as CallSpec<unknown>, 404, JSON.stringify({ message: '' }))).toEqual({
        ok: false,
        error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 404 },
      });
    }
  });
});

describe('quirks every call survives', () => {
  it('reads code 1000 without a data key as a server error, and it is a valid envelope', () => {
    const body = { code: 1000, message: '金额不能为空' };
    for (const [name, call] of everyCall) {
      expect(check(call.method, call.path, body), name).toEqual([]);
      expect(readAnswer(call, 200, JSON.stringify(body)), name).toEqual({
        ok: false,
        error: { kind: 'server', message: '金额不能为空', code: 1000 },
      });
    }
  });

  it('reads code 401 inside HTTP 200 as unauthorized for every call', () => {
    const body = { code: 401, message: '未授权', data: [] };
    for (const [name, call] of everyCall) {
      expect(check(call.method, call.path, body), name).toEqual([]);
      expect(readAnswer(call, 200, JSON.stringify(body)), name).toMatchObject({
        ok: false,
        error: { kind: 'unauthorized', code: 401 },
      });
    }
  });

  it("reads Laravel's HTML 500 page as a showable server error for every call, never throwing", () => {
    const page = '<!DOCTYPE html><html><head><title>Server Error</title></head><body>500 | Server Error</body></html>';
    for (const [name, call] of everyCall) {
      expect(readAnswer(call, 500, page), name).toEqual({
        ok: false,
        error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 500 },
      });
      // The same page under HTTP 200 (a PHP notice before the JSON) is a broken contract, also worded.
      expect(readAnswer(call, 200, page), name).toEqual({
        ok: false,
        error: { kind: 'contract', message: apiMessages.contract },
      });
    }
  });

  it('reads an empty body (recharge with an unknown pay type) as a contract error', () => {
    expect(readAnswer(calls.recharge, 200, '')).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
  });

  it('refuses a recharge answer without a deposit number and a payinfo answer with an unknown pay type', () => {
    expect(readAnswer(calls.recharge, 200, JSON.stringify({ code: 200, message: ' ', data: [] }))).toMatchObject({
      ok: false,
      error: { kind: 'contract' },
    });
    const payinfo = samples.payinfo.body as { data: unknown };
    expect(
      readAnswer(calls.payinfo, 200, JSON.stringify({ code: 200, message: 'paypal', data: payinfo.data })),
    ).toMatchObject({
      ok: false,
      error: { kind: 'contract' },
    });
  });

  it('reads the receiving bank accounts of a bank payinfo', () => {
    const body = {
      code: 200,
      message: 'bankpay',
      data: {
        deposit_no: 'CZ2',
        info: { amount: '500.00', real_money: '500.00', paytype: '银行卡', state: 1, created_at: at },
        cardlist: [paySetting],
      },
    };

    expect(check('post', '/api/payinfo', body)).toEqual([]);
    expect(readAnswer(calls.payinfo, 200, JSON.stringify(body))).toMatchObject({
      ok: true,
      data: {
        payType: 'bankpay',
        amount: 500,
        channel: null,
        receivingAccounts: [{ bankName: '中国工商银行', number: '6212260200012345678' }],
      },
    });
  });

  it('reads a page with next_page_url null as the last page, and "nothing" as an empty first page', () => {
    const last = {
      code: 200,
      message: '',
      data: paginator([{ id: 1, type: 2, title: 't', content: '', created_at: at, updated_at: at }], 3, 3, 10),
    };
    expect(readAnswer(calls.noticeList, 200, JSON.stringify(last))).toMatchObject({
      ok: true,
      data: { page: 3, lastPage: 3 },
    });
    for (const data of [[], '', null]) {
      expect(readAnswer(calls.betrecord, 200, JSON.stringify({ code: 200, message: '', data }))).toEqual({
        ok: true,
        data: { rows: [], total: 0, lastPage: 1, page: 1, perPage: 0 },
        message: '',
      });
    }
  });

  it('reads "nothing" as an empty list for list calls', () => {
    for (const data of [[], '', null]) {
      expect(readAnswer(calls.bannerList, 200, JSON.stringify({ code: 200, message: '', data }))).toMatchObject({
        ok: true,
        data: [],
      });
    }
  });

  it('rejects answers-only calls that suddenly carry data, so a change is noticed', () => {
    expect(readAnswer(calls.withdraw, 200, JSON.stringify({ code: 200, message: '', data: { id: 1 } }))).toMatchObject({
      ok: false,
      error: { kind: 'contract' },
    });
  });
});
