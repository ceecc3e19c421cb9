import CalculatorCLI
import MVVMKVO

await CalculatorCommand<MVVMKVOApp>.main()
